/**
 * The remote's preview page: the marketplace on its own, talking to the platform origin of the
 * page's run-time configuration (the server writes it into this page as into the hosts').
 */
import { pageRuntimeConfig } from '@marketplace/bridge/page-config';
import { mount } from './mount.tsx';

const element = document.getElementById('marketplace');
if (element) mount(element, { product: 'livechat', platformOrigin: pageRuntimeConfig().origins.platform, basename: '/', embedding: 'inline' });
