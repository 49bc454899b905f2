import type {Meta, StoryObj} from '@storybook/react-vite';
import {ErrorView} from './ErrorView';

const meta = {
  title: 'Features/Site/ErrorView',
  component: ErrorView,
  args: {status: 404, path: '/lagu-yang-hilang', homeHref: '#home'},
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that does not exist: the path asked for, and the way home. */
export const NotFound: Story = {};
/** Anything else: the status and its message. */
export const ServerError: Story = {args: {status: 500, path: undefined, statusText: 'Service Unavailable'}};
