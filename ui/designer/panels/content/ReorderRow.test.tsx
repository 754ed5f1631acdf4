// @vitest-environment jsdom
import '../../../testing/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../testing/i18n';
import { ReorderRow } from './ReorderRow';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const items = [
  { id: 'a', text: 'Alpha' },
  { id: 'b', text: 'Beta' },
  { id: 'c', text: 'Gamma' },
];

describe('ReorderRow', () => {
  it('reorders with keyboard drag and drop: Enter on the handle, an arrow to the next place, Enter to drop', async () => {
    const onReorder = vi.fn();
    const user = userEvent.setup();
    render(
      <ReorderRow
        label="Cards"
        items={items}
        labelOf={(i) => i.text}
        selected="a"
        onSelect={() => {}}
        onReorder={onReorder}
        onAdd={() => {}}
        addLabel="Add a card"
        isDisabled={false}
      />,
    );
    const handles = screen.getAllByRole('button', { name: /Drag/ });
    act(() => handles[0]!.focus());
    await user.keyboard('{Enter}');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await user.keyboard('{ArrowRight}{Enter}');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0]![0].map((i: { id: string }) => i.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('ReorderRow read-only', () => {
  it('has no drag handles and no add', () => {
    render(
      <ReorderRow label="Cards" items={items} labelOf={(i) => i.text} selected="a" onSelect={() => {}} onReorder={() => {}} onAdd={() => {}} addLabel="Add a card" isDisabled />,
    );
    expect(screen.queryAllByRole('button', { name: /Drag/ })).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add a card' }).hasAttribute('disabled')).toBe(true);
  });
});
