import type { Meta, StoryObj } from '@storybook/react-vite';
import '../theme/base.css';
import { BorderedBox } from './BorderedBox.tsx';
import { Container } from './Container.tsx';
import { Divider } from './Divider.tsx';
import { PaddedContent } from './PaddedContent.tsx';

const meta = {
  title: 'Blocks/Layout',
  component: Container,
  args: { designVersion: 'v2', loggedIn: false, children: null },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

const Ruler = ({ text }: { text: string }) => (
  <div style={{ background: 'var(--p-color-bg-subtle)', padding: 8, outline: '1px dashed var(--p-color-border)' }}>{text}</div>
);

export const ContainerV2Public: Story = { args: { children: <Ruler text="v2 before login: max 1272px" /> } };
export const ContainerV2Private: Story = { args: { loggedIn: true, children: <Ruler text="v2 after login: max 1200px" /> } };
export const ContainerV1: Story = { args: { designVersion: 'v1', children: <Ruler text="v1: max 1320px" /> } };

export const PaddedWithBackground: Story = {
  render: () => (
    <PaddedContent designVersion="v2" background="#f3f5f8">
      <p style={{ margin: 0 }}>Padded content on a light background; more padding from 1024px in v2.</p>
    </PaddedContent>
  ),
};

export const DividerBetweenText: Story = {
  render: () => (
    <div>
      <p>Above the rule</p>
      <Divider />
      <p>Below the rule</p>
    </div>
  ),
};

export const BorderedBoxWithText: Story = {
  render: () => (
    <BorderedBox as="section">
      <h2 style={{ marginTop: 0 }}>Your savings</h2>
      <p style={{ marginBottom: 0 }}>A bordered box with rounded corners.</p>
    </BorderedBox>
  ),
};
