import {defineConfig} from 'vitest/config';
import {jsdomTestConfig} from './src/testing/vitestConfig';

export default defineConfig({test: jsdomTestConfig});
