import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema/create-schema';
import { openStore } from '../store/open-store';
import { startServer } from './server';
import { DEBUG, sendRaw, startTestServer } from './test/test-server';

describe('server lifecycle', () => {
  it('close() resolves promptly even with an idle keep-alive connection open', async () => {
    const server = await startTestServer();
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path: '/graphql', agent },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end();
    });
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it('reports the bound port and URL when started on port 0', async () => {
    const server = await startTestServer();
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    await server.close();
  });

  it('refuses to start with an invalid schema', async () => {
    const { GraphQLSchema } = await import('graphql');
    await expect(
      startServer({ db: openStore(':memory:'), port: 0, schema: new GraphQLSchema({}) }),
    ).rejects.toThrow(/Query root type must be provided/);
  });

  it('builds the real schema when none is given', async () => {
    const db = openStore(':memory:');
    expect(createSchema(db).getQueryType()?.name).toBe('RootQuery');
    const server = await startServer({ db, port: 0, log: () => {} });
    try {
      const res = await sendRaw(server.port, 'POST', '/graphql', {
        headers: { 'Content-Type': 'application/json' },
        body: '{"query": "{ __typename }\\n"}',
      });
      expect(res.json()).toEqual({ data: { __typename: 'RootQuery' }, extensions: DEBUG });
    } finally {
      await server.close();
    }
  });
});

describe('clients that go away', () => {
  it('survives a client disconnecting in the middle of a body', async () => {
    const server = await startTestServer();
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    const res = await sendRaw(server.port, 'POST', '/graphql', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":"{ hello }"}',
    });
    expect(res.status).toBe(200);
    await server.close();
    expect(server.logs).toEqual([]);
  });
});
