import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../engine/theme/ThemeProvider';
import { testManifest } from './test-fixtures';
import { TextField } from './TextField';
import { useHydrated } from './hydration';

/* A form rendered on the server, then hydrated in the browser (the gateway's first frame of /login). */

function Form() {
  const [name, setName] = useState('');
  const hydrated = useHydrated();
  return (
    <ThemeProvider tokens={testManifest.theme}>
      <TextField id="name" label="Name" value={name} onChange={setName} />
      <output>{name}</output>
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
    </ThemeProvider>
  );
}

async function serverRendered(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.append(...new DOMParser().parseFromString(renderToString(<Form />), 'text/html').body.childNodes);
  document.body.append(container);
  return container;
}

describe('a server-rendered form', () => {
  it('cannot be submitted before hydration, and can after', async () => {
    const container = await serverRendered();
    expect(container.querySelector('button')!.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });

  it('keeps its fields read-only until hydration: nothing typed before could reach the state', async () => {
    const container = await serverRendered();
    expect(container.querySelector('input')!.readOnly).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('input')!.readOnly).toBe(false);
    container.remove();
  });
});
