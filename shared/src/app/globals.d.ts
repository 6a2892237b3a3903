/** Defined by webpack (build-tools): the build's version, the app's federation name, the kernel's version. */
declare const __APP_VERSION__: string;
declare const __FEDERATION_NAME__: string;
declare const __KERNEL_VERSION__: string;
