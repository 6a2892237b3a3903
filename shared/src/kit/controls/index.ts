// The kit's less common controls: number input, radios, switch, progress, steps, descriptions, tabs and
// collapsible panels (see ../index.ts).
export { default as Collapse } from 'antd/es/collapse';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
