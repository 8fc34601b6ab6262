import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../test/render.tsx';
import { testRuntimeConfig } from '../test/runtime-config.ts';
import { RuntimeConfigProvider, useRuntimeConfig } from './RuntimeConfigProvider.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('runtime-config')?.remove();
});

const config = testRuntimeConfig;

function ShowStorage() {
  return <p>storage at {useRuntimeConfig().storageBaseUrl}</p>;
}

const routes = [
  {
    path: '/',
    element: (
      <RuntimeConfigProvider>
        <ShowStorage />
      </RuntimeConfigProvider>
    ),
  },
];

describe('RuntimeConfigProvider', () => {
  it('loads /runtime-config.json once and hands it to useRuntimeConfig', async () => {
    const { calls } = mockServer({ 'GET /runtime-config.json': { body: config } });
    renderRoutes(routes, '/');
    expect(await screen.findByText('storage at /storage')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/runtime-config.json')).toHaveLength(1);
  });

  it('uses the configuration inlined in the page without asking the server', async () => {
    const { calls } = mockServer({ 'GET /runtime-config.json': { body: config } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'runtime-config';
    block.textContent = JSON.stringify({ ...config, storageBaseUrl: 'https://cdn.example/files' });
    document.head.append(block);
    renderRoutes(routes, '/');
    expect(await screen.findByText('storage at https://cdn.example/files')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/runtime-config.json')).toHaveLength(0);
  });

  it('asks the server when the inlined configuration does not check', async () => {
    const { calls } = mockServer({ 'GET /runtime-config.json': { body: config } });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'runtime-config';
    block.textContent = JSON.stringify({ ...config, hubPath: 42 });
    document.head.append(block);
    renderRoutes(routes, '/');
    expect(await screen.findByText('storage at /storage')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/runtime-config.json')).toHaveLength(1);
  });

  it("shows the server's reason when the configuration is incomplete", async () => {
    const detail =
      'Required environment variable PUBLIC_URL is not set. Please configure it in your deployment.';
    mockServer({
      'GET /runtime-config.json': {
        status: 500,
        body: { status: 500, code: 'config.missing', title: 'x', detail },
      },
    });
    renderRoutes(routes, '/');
    expect(await screen.findByText(detail, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Matchday cannot start')).toBeInTheDocument();
  });
});
