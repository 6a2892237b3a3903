import { setImmediate } from 'node:timers';
import { prerenderToNodeStream } from 'react-dom/static';
import { answersOf, createServerRequests, ServerRequestsProvider, useRenderedAnswer } from './pageData';

// The package's tests run in jsdom, which lacks the Node timer React's server renderer schedules with.
Object.assign(globalThis, { setImmediate });

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * A page with three requests, each seen when the one before it answered (the component suspends in turn), the
 * second slower than the third: as the VIN's car, the catalog's models and the car of an aftermarket catalog.
 */
function Page() {
  const vehicle = useRenderedAnswer(() => later('Polo', 5));
  const models = useRenderedAnswer(() => later('седан', 60));
  const car = useRenderedAnswer(() => later('1.6 MPI', 5));
  return (
    <h1>
      {vehicle?.data ?? '—'} / {models?.data ?? '—'} / {car?.data ?? '—'}
    </h1>
  );
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

it('draws a page on the server with every answer its requests got, as the browser will hydrate it', async () => {
  const requests = createServerRequests();
  const page = await html(
    <ServerRequestsProvider requests={requests}>
      <Page />
    </ServerRequestsProvider>,
  );
  expect(page.replace(/<!-- -->/g, '')).toContain('<h1>Polo / седан / 1.6 MPI</h1>');
  expect(Object.values(answersOf(requests))).toEqual(['Polo', 'седан', '1.6 MPI']);
});
