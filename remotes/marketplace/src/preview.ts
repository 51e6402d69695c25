/** The remote's preview page: the marketplace on its own, talking to the platform origin. */
import { origins } from '../../../shared/federation.ts';
import { mount } from './mount.tsx';

const element = document.getElementById('marketplace');
if (element) mount(element, { product: 'livechat', platformOrigin: origins.platform, basename: '/', embedding: 'inline' });
