import type { Meta, StoryObj } from '@storybook/react-vite';
import '../theme/base.css';
import { Accordion } from './Accordion.tsx';

const items = [
  { key: 'what', title: 'What is a fixed term deposit?', details: <p>Money saved for an agreed term at a fixed rate.</p> },
  { key: 'safe', title: 'Is my money protected?', details: <p>Deposits are protected by the national deposit guarantee scheme.</p>, defaultExpanded: true },
  { key: 'fees', title: 'Are there fees?', details: <p>Opening and keeping an account is free.</p> },
];

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  args: { items, designVersion: 'v2', headingLevel: 3 },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newer design: several items can be open at once. */
export const V2MultipleOpen: Story = {};
/** Older design: opening one item closes the others. */
export const V1OneOpen: Story = { args: { designVersion: 'v1' } };
