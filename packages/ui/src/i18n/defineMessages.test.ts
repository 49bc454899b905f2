import {createIntl} from 'react-intl';
import {describe, expect, it} from 'vitest';
import {messages} from '../messages';
import type {TypedMessage} from './defineMessages';

const intl = createIntl({locale: 'en', defaultLocale: 'en', onError: () => {}});

describe('defineMessages', () => {
  it('keeps each message as written, so formatMessage formats it with the values its id takes', () => {
    expect(intl.formatMessage(messages.fileDropTooLarge, {max: '200 MB'})).toBe(
      'The file is larger than 200 MB',
    );
    // @ts-expect-error -- ui.fileDrop.tooLarge takes max, so a value under another name does not type-check
    expect(intl.formatMessage(messages.fileDropTooLarge, {size: '200 MB'})).toBe(
      'The file is larger than {max}',
    );
  });

  it('lets a table hold any message that takes the same values', () => {
    const labels: TypedMessage[] = [messages.close, messages.loading];
    // @ts-expect-error -- ui.fileDrop.tooLarge takes a value, so it is no TypedMessage without values
    const withValues: TypedMessage = messages.fileDropTooLarge;
    expect(labels.map((label) => intl.formatMessage(label))).toEqual(['Close', 'Loading…']);
    expect(withValues.id).toBe('ui.fileDrop.tooLarge');
  });

  it('lets a table hold the messages that one set of values can format', () => {
    const values = {max: '200 MB', name: 'song.mp3'};
    const texts: TypedMessage<typeof values>[] = [messages.fileDropTooLarge, messages.fileDropSelected];
    expect(texts.map((text) => intl.formatMessage(text, values))).toEqual([
      'The file is larger than 200 MB',
      intl.formatMessage(messages.fileDropSelected, {name: 'song.mp3'}),
    ]);
  });
});
