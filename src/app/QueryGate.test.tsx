import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { lazyQueryLayer, type QueryLayer } from '../api/query-layer';
import { createI18n } from '../engine/i18n/create-i18n';
import { testCopy, testManifest } from '../ui/test-fixtures';
import { AppProviders } from './AppProviders';
import { QueryGate } from './QueryGate';

function CachedValue() {
  const client = useQueryClient();
  return <p>{client.getQueryData<string>(['greeting'])}</p>;
}

function renderGated(queries: QueryLayer) {
  return render(
    <AppProviders clock={() => new Date('2026-11-21T12:00:00')} manifest={testManifest} i18n={createI18n(testCopy)} queries={queries}>
      <Suspense fallback={<p>Loading</p>}>
        <QueryGate>
          <CachedValue />
        </QueryGate>
      </Suspense>
    </AppProviders>,
  );
}

const seededClient = () => {
  const client = createQueryClient(() => undefined);
  client.setQueryData(['greeting'], 'Hello from the cache');
  return client;
};

describe('QueryGate', () => {
  it('shows the loading frame while the query client loads, then what needs it, with that client', async () => {
    renderGated(lazyQueryLayer(async () => seededClient()));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello from the cache')).toBeInTheDocument();
  });

  it("says so when the client's code cannot be loaded, and loads it on 'Try again'", async () => {
    const create = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockImplementation(async () => seededClient());
    renderGated(lazyQueryLayer(create));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello from the cache')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
  });
});
