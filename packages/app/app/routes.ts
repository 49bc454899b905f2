import {type RouteConfig, index, route} from '@react-router/dev/routes';

export default [
  index('routes/landing.tsx', {id: 'landing-id'}),
  route('en', 'routes/landing.tsx', {id: 'landing-en'}),
] satisfies RouteConfig;
