import 'server-only';

/** Every kind of outbox row; ./deliver.ts says what sends each. The staff area's words for them are `Staff.deliveryKinds`. */
export const DELIVERY_KINDS = ['webhook', 'office-mail', 'receipt-mail', 'inquiry-mail', 'reuse-mail', 'dq-digest-mail'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const isDeliveryKind = (kind: string): kind is DeliveryKind => (DELIVERY_KINDS as readonly string[]).includes(kind);
