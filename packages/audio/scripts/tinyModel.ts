import {resolve} from 'node:path';
import {writeTinyOnnxModel} from '../src/tinyOnnxModel.ts';

// npm run models:tiny -w @nada/audio -- <modelsDir>: installs the tiny generated test model there.
const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run models:tiny -w @nada/audio -- <modelsDir>');
  process.exitCode = 2;
} else {
  const {dir} = await writeTinyOnnxModel(resolve(target));
  process.stdout.write(`Wrote ${dir} (engine onnx:tiny-lowpass)\n`);
}
