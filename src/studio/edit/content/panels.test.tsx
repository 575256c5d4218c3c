import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { useState, type ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brandManifest } from '../../../../test/brand-fixtures';
import type { BrandContent, EditorBasis, JsonObject, Problem } from '../../../manifest/edit/content-types';
import type { PanelProps } from '../panel-types';
import { CopyPanel, RawJsonPanel, ThemePanel } from './index';
import { COPY_PAGE } from './CopyPanel';

const copyIn = (language: string): Record<string, JsonObject> => {
  const contentDir = join(process.cwd(), 'content', language);
  return Object.fromEntries(
    readdirSync(contentDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(contentDir, f), 'utf8')) as JsonObject]),
  );
};
const defaults = copyIn('en');
const resolvedPartner = () => structuredClone(brandManifest('partner')) as unknown as JsonObject;
const basis = { brand: 'partner', base: {}, defaults, translationDefaults: { es: copyIn('es') }, repoDiffers: false } as unknown as EditorBasis;

interface HarnessProps {
  brand?: string;
  basis?: EditorBasis;
  Panel: ComponentType<PanelProps & { focusPointer?: { file: string; pointer: string } | null }>;
  content?: BrandContent;
  resolved?: JsonObject;
  problems?: Problem[];
  readOnly?: boolean;
  focusPointer?: { file: string; pointer: string } | null;
  onContent?: (next: BrandContent) => void;
  onResolved?: (next: JsonObject) => void;
}

/** A panel with the shell's part played: each change becomes the next props, as EditView does. */
function Harness({ brand = 'partner', basis: panelBasis = basis, Panel, content: initial, resolved: initialResolved, problems = [], readOnly = false, focusPointer, onContent, onResolved }: HarnessProps) {
  const [content, setContent] = useState<BrandContent>(initial ?? { manifest: { extends: 'base' }, copy: {} });
  const [resolved, setResolved] = useState<JsonObject>(initialResolved ?? resolvedPartner());
  return (
    <Panel
      brand={brand}
      resolved={resolved}
      content={content}
      basis={panelBasis}
      problems={problems}
      readOnly={readOnly}
      focusPointer={focusPointer}
      onContentChange={(next) => {
        onContent?.(next);
        setContent(next);
      }}
      onResolvedChange={(next) => {
        onResolved?.(next);
        setResolved(next);
      }}
    />
  );
}

/** Text leaves of content/en, counted here without the panel's helpers. */
const leaves = (node: unknown, top = true): number =>
  typeof node === 'string' ? 1 : Object.entries(node as JsonObject).reduce((n, [k, v]) => n + (top && k === '$schema' ? 0 : leaves(v, false)), 0);
const total = new Intl.NumberFormat('en-US').format(Object.values(defaults).reduce((n, file) => n + leaves(file), 0));

// jsdom lays nothing out: CodeMirror measures text ranges, which have no rectangles here.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

describe('CopyPanel', () => {
  it('lists a page of every key with a count, searches by key and by text, shows more', () => {
    render(<Harness Panel={CopyPanel} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^([\d,]+) of \1 keys; 0 untranslated into Spanish$/);
    expect(screen.getAllByRole('textbox', { name: /^Override of / })).toHaveLength(COPY_PAGE);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search keys and texts' }), { target: { value: 'home.welcome.' } });
    const shown = screen.getAllByRole('textbox', { name: /^Override of / });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((box) => box.getAttribute('aria-label') ?? true)).toBe(true);
    expect(status.textContent).toBe(`${shown.length} of ${status.textContent!.split(' of ')[1]}`);
    for (const box of shown) expect(screen.getByText(/Override of/, { selector: `label[for="${box.id}"]` }).textContent).toContain('home.welcome.');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Welcome, {{firstName}}' } });
    expect(screen.getByRole('textbox', { name: 'Override of home.title' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Show 50 more/ }));
    expect(screen.getAllByRole('textbox', { name: /^Override of / })).toHaveLength(2 * COPY_PAGE);
    // Role queries over a hundred rows of English and Spanish fields take seconds in jsdom on a busy machine.
  }, 60_000);

  it('counts every key of content/en', () => {
    render(<Harness Panel={CopyPanel} />);
    expect(screen.getByRole('status').textContent).toBe(`${total} of ${total} keys; 0 untranslated into Spanish`);
  });

  it('edits an override (the default stays beside it) and clears it back to the default', () => {
    const onContent = vi.fn();
    render(<Harness Panel={CopyPanel} onContent={onContent} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'home.title' } });
    const box = screen.getByRole('textbox', { name: 'Override of home.title' });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'Welcome, {{firstName}}');
    fireEvent.change(box, { target: { value: 'Hello {{firstName}}' } });
    expect(onContent).toHaveBeenLastCalledWith({
      manifest: { extends: 'base' },
      copy: { home: { $schema: '../../../schemas/content.schema.json', title: 'Hello {{firstName}}' } },
    });
    expect(box).toHaveValue('Hello {{firstName}}');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overridden only' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 of [\d,]+ keys;/);

    fireEvent.click(screen.getByRole('button', { name: 'Clear the override of home.title' }));
    expect(onContent).toHaveBeenLastCalledWith({ manifest: { extends: 'base' }, copy: {} });
    expect(screen.getByRole('status')).toHaveTextContent(/^0 of [\d,]+ keys;/);
  });

  it('flags missing keys, unknown overrides and dropped placeholders; "Problems only" lists them', () => {
    const resolved = resolvedPartner();
    const menus = resolved.menus as Record<string, JsonObject[]>;
    menus.primary = [...menus.primary!, { id: 'new-item', label: 'menu.newItem', to: '/home' }];
    const problem: Problem = { severity: 'error', file: 'content/brands/partner/footer.json', pointer: '/copyright/line1', message: 'From the server.' };
    render(
      <Harness
        Panel={CopyPanel}
        resolved={resolved}
        problems={[problem]}
        content={{ manifest: {}, copy: { home: { title: 'Welcome back', titel: 'Typo' }, footer: { copyright: { line1: 'x' } } } }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Problems only' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^4 of [\d,]+ keys;/);
    const flags = (key: string) => screen.getByRole('textbox', { name: `Override of ${key}` }).closest('li')!.textContent;
    expect(flags('menu.newItem')).toContain('Missing: the manifest uses this key (/menus/primary/');
    expect(flags('home.titel')).toContain('Unknown key');
    expect(flags('home.title')).toContain('leaves out {{firstName}}');
    expect(flags('footer.copyright.line1')).toContain('From the server.');
    expect(screen.getByRole('textbox', { name: 'Override of home.title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('"Untranslated only" lists the keys a Spanish page would show in English, and lets one go once it is translated', () => {
    // Spanish defaults without home.title; the brand overrides the English of footer.copyright.line1 only.
    const { title: _title, ...spanishHome } = basis.translationDefaults!.es!.home as JsonObject;
    const spanishBasis = { ...basis, translationDefaults: { es: { ...basis.translationDefaults!.es!, home: spanishHome } } } as EditorBasis;
    const onContent = vi.fn();
    render(
      <Harness
        Panel={CopyPanel}
        basis={spanishBasis}
        content={{ manifest: { extends: 'base' }, copy: { footer: { copyright: { line1: 'Our own line' } } } }}
        onContent={onContent}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^([\d,]+) of \1 keys; 2 untranslated into Spanish$/);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Untranslated only' }));
    expect(status.textContent).toMatch(/^2 of [\d,]+ keys; 2 untranslated into Spanish$/);
    const shown = screen.getAllByRole('textbox', { name: /^Override of / }).map((box) => box.getAttribute('id'));
    expect(shown).toHaveLength(2);
    for (const key of ['home.title', 'footer.copyright.line1']) {
      const row = screen.getByRole('textbox', { name: `Override of ${key}` }).closest('li')!;
      expect(within(row).getByText('untranslated')).toBeInTheDocument();
    }
    // With the other filters it narrows further.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overridden only' }));
    expect(status.textContent).toMatch(/^1 of [\d,]+ keys;/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overridden only' }));

    // The brand's own Spanish for its English override: that key is translated now and leaves the list.
    fireEvent.change(screen.getByRole('textbox', { name: 'Spanish override of footer.copyright.line1' }), { target: { value: 'Nuestra propia línea' } });
    expect(status.textContent).toMatch(/^1 of [\d,]+ keys; 1 untranslated into Spanish$/);
    expect(screen.queryByRole('textbox', { name: 'Override of footer.copyright.line1' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Override of home.title' })).toBeInTheDocument();
    expect(onContent).toHaveBeenLastCalledWith(expect.objectContaining({
      translations: { es: { footer: expect.objectContaining({ copyright: { line1: 'Nuestra propia línea' } }) } },
    }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Untranslated only' }));
    expect(status.textContent).toMatch(/^([\d,]+) of \1 keys; 1 untranslated into Spanish$/);
  });

  it('read-only: nothing can change, search still works', () => {
    const onContent = vi.fn();
    render(<Harness Panel={CopyPanel} readOnly content={{ manifest: {}, copy: { home: { title: 'Hi {{firstName}}' } } }} onContent={onContent} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'home.title' } });
    expect(screen.getByRole('textbox', { name: 'Override of home.title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear the override of home.title' })).toBeDisabled();
    expect(onContent).not.toHaveBeenCalled();
  });
});

describe('ThemePanel', () => {
  it('shows each pair’s contrast beside the colour and a failure as it is typed', () => {
    const onResolved = vi.fn();
    render(<Harness Panel={ThemePanel} onResolved={onResolved} />);
    expect(screen.getByText('Every pair reaches WCAG 2.2 AA.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'textMuted: hex' });
    const pairs = () => within(field.closest('li')!).getAllByRole('listitem').map((li) => li.textContent!.trim());
    expect(pairs()[0]).toMatch(/textMuted on background: [\d.]+:1 passes/);

    fireEvent.change(field, { target: { value: '#aaaaaa' } });
    expect(pairs()[0]).toBe('textMuted on background: 2.2:1 fails: text needs at least 4.5:1');
    expect(screen.getByText(/pairs? below WCAG 2.2 AA\./)).toBeInTheDocument();
    const sent = onResolved.mock.lastCall![0] as { theme: { colors: Record<string, string> } };
    expect(sent.theme.colors.textMuted).toBe('#aaaaaa');
  });

  it('keeps a colour that is not #rrggbb as typed, says so and sends nothing', () => {
    const onResolved = vi.fn();
    render(<Harness Panel={ThemePanel} onResolved={onResolved} />);
    const field = screen.getByRole('textbox', { name: 'text: hex' });
    fireEvent.change(field, { target: { value: '#12' } });
    expect(field).toHaveValue('#12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a colour as #rrggbb/);
    expect(onResolved).not.toHaveBeenCalled();
  });

  it('edits fonts and the logo within the schema’s limits, with a preview', () => {
    const onResolved = vi.fn();
    render(<Harness Panel={ThemePanel} onResolved={onResolved} />);
    expect(screen.getByRole('img', { name: 'Harbor Partner Plan logo' })).toHaveAttribute('src', '/brand-assets/partner-logo.svg');
    const width = screen.getByRole('spinbutton', { name: 'Width (pixels)' });
    fireEvent.change(width, { target: { value: '9000' } });
    expect(screen.getByText('Enter a whole number from 16 to 400. Nothing is sent until it is one.')).toBeInTheDocument();
    expect(onResolved).not.toHaveBeenCalled();
    fireEvent.change(width, { target: { value: '180' } });
    expect((onResolved.mock.lastCall![0] as { theme: { logo: JsonObject } }).theme.logo).toEqual({ src: '/brand-assets/partner-logo.svg', width: 180, height: 40 });
    fireEvent.change(screen.getByRole('textbox', { name: /^Image/ }), { target: { value: '/brand-assets/regional-logo.svg' } });
    expect(screen.getByRole('img', { name: 'Harbor Partner Plan logo' })).toHaveAttribute('src', '/brand-assets/regional-logo.svg');
    const body = screen.getByRole('textbox', { name: /^Body font/ });
    fireEvent.change(body, { target: { value: 'Georgia, serif' } });
    expect((onResolved.mock.lastCall![0] as { theme: { fonts: JsonObject } }).theme.fonts.body).toBe('Georgia, serif');
    // CSS riding along in a font is kept as typed, flagged, and not sent.
    const sent = onResolved.mock.calls.length;
    fireEvent.change(body, { target: { value: 'Arial} nav{display:none} h1{' } });
    expect(body).toHaveValue('Arial} nav{display:none} h1{');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription(/Enter font names separated by commas/);
    expect(onResolved).toHaveBeenCalledTimes(sent);
  });

  it('read-only: every control is disabled', () => {
    render(<Harness Panel={ThemePanel} readOnly />);
    for (const control of [...screen.getAllByRole('textbox'), ...screen.getAllByRole('spinbutton'), ...screen.getAllByLabelText(/colour picker$/)]) {
      expect(control).toBeDisabled();
    }
  });
});

// CodeMirror's chunk is imported once before these tests (slow on a loaded machine): React.lazy then finds it loaded.
describe('RawJsonPanel', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./RawJsonEditor');
  }, 60_000);
  const content: BrandContent = { manifest: { extends: 'base', brand: { id: 'partner' } }, copy: { footer: { copyright: { line1: 'A' } } } };
  const editorView = async () => {
    const box = await screen.findByRole('textbox', { name: 'JSON of brands/partner.json' });
    return EditorView.findFromDOM(box.closest('.cm-editor') as HTMLElement)!;
  };
  const typeAll = (view: EditorView, text: string) =>
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input' }));

  it('keeps text that is not JSON with its line and column, sends only valid JSON', async () => {
    const onContent = vi.fn();
    render(<Harness Panel={RawJsonPanel} content={content} onContent={onContent} />);
    const view = await editorView();
    expect(JSON.parse(view.state.doc.toString())).toEqual(content.manifest);

    typeAll(view, '{\n  "extends": "base",\n  "brand" {}\n}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not valid JSON at line 3, column 11: .+ Look for a missing or extra comma, quote or bracket there\. Nothing is sent until it is valid; your text is kept\.$/);
    expect(view.state.doc.toString()).toBe('{\n  "extends": "base",\n  "brand" {}\n}');
    expect(onContent).not.toHaveBeenCalled();

    typeAll(view, '{ "extends": "base", "brand": { "id": "partner", "name": "Harbor" } }');
    expect(screen.getByRole('status')).toHaveTextContent('Valid JSON: changes go to the draft.');
    expect(onContent).toHaveBeenLastCalledWith({ ...content, manifest: { extends: 'base', brand: { id: 'partner', name: 'Harbor' } } });
    expect(view.state.doc.toString()).toBe('{ "extends": "base", "brand": { "id": "partner", "name": "Harbor" } }');
  });

  it('keeps a text that is not JSON yet when the panel is closed and opened again', async () => {
    const regional: BrandContent = { manifest: { extends: 'base' }, copy: {} };
    const first = render(<Harness brand="regional" Panel={RawJsonPanel} content={regional} />);
    const box = await screen.findByRole('textbox', { name: 'JSON of brands/regional.json' });
    typeAll(EditorView.findFromDOM(box.closest('.cm-editor') as HTMLElement)!, '{ "extends": "base", ');
    first.unmount();
    render(<Harness brand="regional" Panel={RawJsonPanel} content={regional} />);
    const again = await screen.findByRole('textbox', { name: 'JSON of brands/regional.json' });
    expect(EditorView.findFromDOM(again.closest('.cm-editor') as HTMLElement)!.state.doc.toString()).toBe('{ "extends": "base", ');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not valid JSON at line 1, column 22:/);
  });

  it('edits a copy override file picked from the list, and selects a problem’s place', async () => {
    const onContent = vi.fn();
    const { rerender } = render(<Harness Panel={RawJsonPanel} content={content} onContent={onContent} />);
    await editorView();
    fireEvent.change(screen.getByRole('combobox', { name: 'File' }), { target: { value: 'content/brands/partner/footer.json' } });
    const box = await screen.findByRole('textbox', { name: 'JSON of content/brands/partner/footer.json' });
    const view = EditorView.findFromDOM(box.closest('.cm-editor') as HTMLElement)!;
    expect(JSON.parse(view.state.doc.toString())).toEqual({ copyright: { line1: 'A' } });
    typeAll(view, '{"copyright": {"line1": "B"}}');
    expect(onContent).toHaveBeenLastCalledWith({ ...content, copy: { footer: { copyright: { line1: 'B' } } } });

    rerender(<Harness Panel={RawJsonPanel} content={content} onContent={onContent} focusPointer={{ file: 'brands/partner.json', pointer: '/brand/id' }} />);
    const manifestView = await editorView();
    const { from, to } = manifestView.state.selection.main;
    expect(manifestView.state.sliceDoc(from, to)).toBe('"partner"');
  });

  it('read-only: the editor cannot be changed', async () => {
    render(<Harness Panel={RawJsonPanel} content={content} readOnly />);
    const view = await editorView();
    expect(view.state.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'JSON of brands/partner.json' })).toHaveAttribute('contenteditable', 'false');
  });
});
