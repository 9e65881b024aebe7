/**
 * The head writes into <head>, so the story shows what it wrote by reading the document
 * head after render (in an effect: Storybook renders in a browser).
 */
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Head as HeadModel } from '../../engine/types/view-model.ts';
import { Head } from './Head.tsx';

function HeadPreview({ head }: { head: HeadModel }) {
  const [tags, setTags] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the head's tags are read again after each new head is written.
  useEffect(() => {
    const written = document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]');
    setTags(Array.from(written, (element) => element.outerHTML));
  }, [head]);
  return (
    <>
      <Head head={head} />
      <h1>Tags in the document head</h1>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <code>{tag}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

const meta = {
  title: 'Head/Head',
  component: HeadPreview,
  args: {
    head: {
      title: 'Fixed term deposits | Example Savings',
      description: 'Compare fixed term deposits across Europe.',
      canonical: 'https://www.example.com/de-de/products/',
      robots: 'index,follow',
      openGraph: { title: 'Fixed term deposits', description: 'Compare offers', image: 'https://www.example.com/og.png' },
    },
  },
} satisfies Meta<typeof HeadPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const LoggedInSiteName: Story = {
  args: { head: { title: 'Example Savings', description: null, canonical: null, robots: 'noindex', openGraph: null } },
};
