import type { Meta, StoryObj } from '@storybook/react-vite';
import '../theme/base.css';
import { FlagIcon } from './FlagIcon.tsx';
import { SocialIcon } from './SocialIcon.tsx';

const meta = {
  title: 'Blocks/Icons',
  component: FlagIcon,
  args: { code: 'de', label: 'Germany' },
} satisfies Meta<typeof FlagIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flag: Story = {};

const CODES = ['at', 'ch', 'de', 'es', 'eu', 'fi', 'fr', 'gb', 'ie', 'it', 'nl', 'pl', 'us'];

export const AllFlags: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {CODES.map((code) => (
        <li key={code} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <FlagIcon code={code} />
          <span>{code.toUpperCase()}</span>
        </li>
      ))}
    </ul>
  ),
};

export const SocialIcons: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 16 }}>
      {(['Facebook', 'LinkedIn', 'Twitter', 'Youtube', 'Instagram'] as const).map((account) => (
        <SocialIcon key={account} account={account} />
      ))}
    </p>
  ),
};
