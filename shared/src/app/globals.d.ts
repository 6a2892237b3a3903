/** Defined by webpack (build-tools): the build's version and the app's federation name. */
declare const __APP_VERSION__: string;
declare const __FEDERATION_NAME__: string;
