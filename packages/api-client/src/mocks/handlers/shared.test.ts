import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveMocks } from '../mockServer.testing';
import { api, defaultsOf, errorResponse, routeStates } from './shared';

const { server, call, expectErrorAnswer, answerWithin200ms } = serveMocks();

const things = routeStates('get', '/things/:id', {
  default: ({ params }) => HttpResponse.json({ status: 'success', data: { id: params.id } }),
  gone: () => errorResponse('NOT_FOUND'),
});

describe("a route's states", () => {
  it('answer on the one method and address, each with its own resolver', async () => {
    server.use(things.default);
    expect(await call('/things/t1')).toEqual({ status: 200, body: { status: 'success', data: { id: 't1' } } });
    server.use(things.gone);
    await expectErrorAnswer('/things/t1', undefined, 404, 'Not found');
  });

  it('fail with a 500 and hang as every route can, unless the route says its own', async () => {
    server.use(things.error);
    await expectErrorAnswer('/things/t1', undefined, 500);
    server.use(things.loading);
    expect(await answerWithin200ms('/things/t1')).toBe('pending');
    const own = routeStates('get', '/things/:id', { error: () => errorResponse('INTERNAL', { message: 'Not today' }) });
    server.use(own.error);
    await expectErrorAnswer('/things/t1', undefined, 500, 'Not today');
  });

  it("start a story from each resource's default, in the order given", () => {
    const other = { default: [http.get(api('/others'), () => HttpResponse.json({}))], empty: [] };
    const handlers = defaultsOf({ things, other });
    expect(Object.keys(handlers)).toEqual(['things', 'other']);
    expect(handlers.things).toBe(things.default);
    expect(handlers.other).toBe(other.default);
  });
});
