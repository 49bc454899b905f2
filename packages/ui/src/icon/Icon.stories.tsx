import type {Meta, StoryObj} from '@storybook/react-vite';
import {useStoryText} from '../storybook/StoryText';
import {Icon} from './Icon';
import {headphonesIcon, microphoneIcon, warningIcon, type IconName} from './generated';
import {icons} from './generated/all';

const names = Object.keys(icons) as IconName[];

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: {icon: microphoneIcon},
  argTypes: {icon: {control: 'select', options: names, mapping: icons}},
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every bundled icon with its name: pass `<name>Icon` (`microphoneIcon`) as `icon`. */
export const Gallery: Story = {
  parameters: {layout: 'fullscreen'},
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
        gap: 'var(--nada-space-2)',
        margin: 0,
        padding: 'var(--nada-space-4)',
        listStyle: 'none',
      }}
    >
      {names.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 'var(--nada-space-2)',
            padding: 'var(--nada-space-3) var(--nada-space-1)',
            borderRadius: 'var(--nada-radius-md)',
            background: 'var(--nada-color-surface)',
            border: '1px solid var(--nada-color-border)',
          }}
        >
          <Icon icon={icons[name]} size={28} style={{color: 'var(--nada-color-primary-text)'}} />
          <code
            style={{
              fontFamily: 'var(--nada-font-mono)',
              fontSize: 'var(--nada-text-xs)',
              color: 'var(--nada-color-text-muted)',
            }}
          >
            {name}
          </code>
        </li>
      ))}
    </ul>
  ),
};

/** A meaningful icon standing alone is named for screen readers. */
export const Labelled: Story = {
  render: function Render(args) {
    const t = useStoryText();
    return (
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 'var(--nada-space-2)',
          color: 'var(--nada-color-warning-text)',
        }}
      >
        <Icon {...args} icon={warningIcon} size={32} label={t('Peringatan', 'Warning')} />
      </span>
    );
  },
};

/** Icons take the text colour and size around them. */
export const InText: Story = {
  render: function Render() {
    const t = useStoryText();
    return (
      <p style={{margin: 0, fontSize: 'var(--nada-text-lg)'}}>
        <Icon icon={headphonesIcon} />{' '}
        {t('Pakai headphone untuk hasil terbaik.', 'Wear headphones for the best result.')}
      </p>
    );
  },
};
