/** How filter and sort values read on screen (spec 3 and 9 values, our labels). */
import type { WidgetPlacement } from '@marketplace/domain/entities/app';
import type { ExpertService } from '@marketplace/domain/entities/expert';
import type { AppSort, PaymentType } from '@marketplace/domain/entities/filters';
import { productNames } from '@marketplace/domain/entities/product-names';
import type { Product } from '@marketplace/domain/entities/products';

export const compatibilityChoices: readonly Product[] = ['livechat', 'helpdesk', 'chatbot', 'text'];
export const compatibilityLabel = (product: Product) => productNames[product];

export const paymentTypeLabels: Readonly<Record<PaymentType, string>> = {
  free: 'Free',
  once: 'One-time payment',
  'monthly-per-organization': 'Monthly, per organization',
  'monthly-per-account': 'Monthly, per agent',
};

export const widgetPlacementLabels: Readonly<Record<WidgetPlacement, string>> = {
  plugin: 'Plugin',
  settings: 'Settings',
  fullscreen: 'Fullscreen',
  messagebox: 'Message box',
  'targeted-message': 'Targeted message',
};

export const serviceLabels: Readonly<Record<ExpertService, string>> = {
  training: 'Training',
  'chatbot-building': 'Chatbot building',
  'chat-agent-outsourcing': 'Chat agent outsourcing',
  'custom-development': 'Custom development',
  'product-implementation': 'Product implementation',
};

export const sortLabels: Readonly<Record<AppSort, string>> = {
  recommended: 'Recommended',
  popularity: 'Most popular',
  alphabetical: 'Alphabetical',
  priceAscending: 'Price: low to high',
  price: 'Price: high to low',
  published: 'Recently published',
  updated: 'Recently updated',
};
