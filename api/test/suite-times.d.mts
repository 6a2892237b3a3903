export declare const SUITE_TIME_MARK: string;
