// The modules a remote's server build takes from the renderer (build-tools/server.cjs): the same singletons
// a page shares in the browser (build-tools/shared-modules.cjs), so host and remotes render with one React,
// one router, one antd and one kernel. A remote asking for anything else is not rendered on the server.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Zustand from 'zustand';
import * as Dayjs from 'dayjs';
import * as Axios from 'axios';
import * as Formik from 'formik';
import * as Yup from 'yup';
import * as CssInJs from '@ant-design/cssinjs';

/** Every entry point of the kernel (`src/<entry>/index.ts`, two folders deep at most), by its import name. */
function kernelEntries(): Record<string, unknown> {
  const context = import.meta.webpackContext('../../../shared/src', {
    recursive: true,
    regExp: /^\.\/(?!testing\/)([\w-]+\/){0,2}index\.ts$/,
  });
  const entries: Record<string, unknown> = {};
  for (const key of context.keys()) {
    const entry = key.replace(/^\.\/?/, '').replace(/\/?index\.ts$/, '');
    entries[entry ? `@shop/shared/${entry}` : '@shop/shared'] = context(key);
  }
  return entries;
}

export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  zustand: Zustand,
  dayjs: Dayjs,
  axios: Axios,
  formik: Formik,
  yup: Yup,
  '@ant-design/cssinjs': CssInJs,
  ...kernelEntries(),
};
