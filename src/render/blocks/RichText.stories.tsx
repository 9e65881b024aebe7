import type { Meta, StoryObj } from '@storybook/react-vite';
import '../theme/base.css';
import { RichText } from './RichText.tsx';

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  args: {
    html:
      '<h2>Deposit guarantee</h2><p style="text-align: center">Deposits are protected up to <strong>100,000 EUR</strong>.</p>' +
      '<ul><li><em>Fixed term</em> deposits</li><li><u>Overnight</u> deposits<sup>1</sup></li></ul>' +
      '<p>Read the <a href="https://www.example.com/terms">terms</a>.</p>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {};

/** Hostile input: the script, the handler and the javascript: link are gone; their text stays. */
export const HostileInputStripped: Story = {
  args: {
    html:
      '<p>Before<script>alert(1)</script> <img src=x onerror="alert(2)">after</p>' +
      '<p onclick="alert(3)"><a href="javascript:alert(4)">not a link any more</a></p><div>unwrapped div text</div>',
  },
};
