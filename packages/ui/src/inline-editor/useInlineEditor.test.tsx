import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {useInlineEditor} from './useInlineEditor';

function Title({initiallyEditing = false}: {initiallyEditing?: boolean}) {
  const {editing, open, close, openerRef} = useInlineEditor(initiallyEditing);
  if (editing) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <input aria-label="Title" autoFocus onKeyDown={(event) => event.key === 'Escape' && close()} />
        <button type="submit">Save</button>
      </form>
    );
  }
  return (
    <>
      <button type="button">Before</button>
      <button ref={openerRef} type="button" onClick={open}>
        Rename
      </button>
    </>
  );
}

describe('useInlineEditor', () => {
  it('opens the editor, and gives the focus back to its opener when it is saved or left with Escape', async () => {
    const user = userEvent.setup();
    render(<Title />);
    await user.click(screen.getByRole('button', {name: 'Rename'}));
    expect(screen.getByRole('textbox', {name: 'Title'})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', {name: 'Rename'})).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', {name: 'Save'}));
    expect(screen.getByRole('button', {name: 'Rename'})).toHaveFocus();
  });

  it('takes no focus before it has been closed: the opener does not pull it to itself when the page shows it', () => {
    render(<Title />);
    expect(document.body).toHaveFocus();
  });

  it('can start open, focused on its field', () => {
    render(<Title initiallyEditing />);
    expect(screen.getByRole('textbox', {name: 'Title'})).toHaveFocus();
    expect(screen.queryByRole('button', {name: 'Rename'})).toBeNull();
  });
});
