/** @jest-environment jsdom */
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client.js';
import { carsApi } from './notepad.js';

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

test('the garage list asks page 1 of 100 cars (SPEC §7 Cars) and answers its items', async () => {
  const sent: InternalAxiosRequestConfig[] = [];
  const car = {
    id: 1,
    mark: 'VW',
    model: 'Polo',
    modification: '',
    vin: null,
    year: null,
    catalogVehicle: null,
  };
  apiClient.defaults.adapter = async (config) => {
    sent.push(config);
    const data = { items: [car], total: 1, page: 1, perPage: 100 };
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  expect(await carsApi.list()).toEqual([car]);
  expect(sent.map((config) => [config.url, config.params])).toEqual([
    ['/api/v2/cars', { page: 1, perPage: 100 }],
  ]);
});
