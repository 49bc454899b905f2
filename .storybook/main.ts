import type {StorybookConfig} from '@storybook/react-vite';

/** One Storybook for @nada/ui and every feature package, with locale and colour-mode toolbars. */
const config: StorybookConfig = {
  framework: {name: '@storybook/react-vite', options: {}},
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/features/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: {disableTelemetry: true, disableWhatsNewNotifications: true},
  typescript: {reactDocgen: 'react-docgen-typescript'},
};

export default config;
