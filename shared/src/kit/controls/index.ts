// The kit's less common controls: number input, radios, switch, progress, steps, descriptions (see ../index.ts).
export { default as Descriptions } from 'antd/es/descriptions';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
