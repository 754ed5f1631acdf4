// @vitest-environment jsdom
import '../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMachine } from '../../machines/inspect/fixtures';
import { activeNodeIds, statechartGraph } from '../../machines/inspect/statechartGraph';
import { en, initTestI18n } from '../testing/i18n';
import { StatechartView } from './StatechartView';

const graph = statechartGraph(sampleMachine);
const viewport = (container: HTMLElement) => container.querySelector('.statechart-viewport')!;

describe('StatechartView', () => {
  beforeEach(() => {
    initTestI18n();
  });
  afterEach(() => {
    cleanup();
  });

  it('shows a loading text while ELK runs, then a picture summarising the active states', async () => {
    render(<StatechartView graph={graph} active={activeNodeIds(sampleMachine, { editing: 'filled' })} lastTransition={null} title="sample" />);
    expect(screen.getByText(en('statechart:loading'))).toBeTruthy();
    const picture = await screen.findByRole('img', {}, { timeout: 10000 });
    expect(picture.getAttribute('aria-label')).toBe('Statechart of sample. Active states: sample.editing, sample.editing.filled.');
    expect(screen.queryByText(en('statechart:loading'))).toBeNull();
    expect(picture.querySelector('rect[data-node="sample.editing.filled"]')?.getAttribute('class')).toContain('chart-active');
    expect(picture.querySelector('rect[data-node="sample.submitting"]')?.getAttribute('class')).toContain('chart-inactive');
  });

  it('zooms with the buttons and the keyboard, pans with the arrow keys and fits again', async () => {
    const user = userEvent.setup();
    const { container } = render(<StatechartView graph={graph} active={[]} lastTransition={null} title="sample" />);
    await screen.findByRole('img', {}, { timeout: 10000 });
    const initial = viewport(container).getAttribute('transform');
    await user.click(screen.getByRole('button', { name: en('statechart:zoomIn') }));
    const zoomedIn = viewport(container).getAttribute('transform');
    expect(zoomedIn).toContain('scale(1.25)');
    await user.click(screen.getByRole('button', { name: en('statechart:zoomOut') }));
    expect(viewport(container).getAttribute('transform')).toContain('scale(1)');
    screen.getByLabelText(en('statechart:canvas')).focus();
    await user.keyboard('{ArrowLeft}');
    expect(viewport(container).getAttribute('transform')).toMatch(/^translate\(40 0\)/);
    await user.keyboard('+');
    expect(viewport(container).getAttribute('transform')).toContain('scale(1.25)');
    await user.click(screen.getByRole('button', { name: en('statechart:fit') }));
    expect(viewport(container).getAttribute('transform')).toBe(initial);
  });

  it('animates the last transition and reports clicks on states', async () => {
    const onSelectNode = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <StatechartView graph={graph} active={activeNodeIds(sampleMachine, 'submitting')} lastTransition="sample.editing:SUBMIT:0" title="sample" onSelectNode={onSelectNode} />,
    );
    await screen.findByRole('img', {}, { timeout: 10000 });
    const taken = container.querySelectorAll('path.chart-edge-taken');
    expect([...taken].map((path) => path.getAttribute('data-edge'))).toEqual(['sample.editing:SUBMIT:0']);
    expect(container.querySelector('path[data-edge="sample.submitting:xstate.done.actor.signin:0"]')?.getAttribute('class')).not.toContain('chart-edge-taken');
    await user.click(container.querySelector('rect[data-node="sample.done"]')!);
    expect(onSelectNode).toHaveBeenCalledWith('sample.done');
  });

  it('speaks Arabic in its controls', async () => {
    initTestI18n('ar');
    render(<StatechartView graph={graph} active={[]} lastTransition={null} title="sample" />);
    expect(await screen.findByRole('button', { name: 'تكبير' })).toBeTruthy();
    initTestI18n('en');
  });
});
