import { defineContract } from '../core/api-route.ts';
import {
  FirmPackagesPageSchema,
  PackageIdParamsSchema,
  PackageReceiptSchema,
  PurchaseIdParamsSchema,
  StartPackagePurchaseResponseSchema,
  StartPackagePurchaseSchema,
} from './listing-packages.ts';
import {
  getFirmPackagesRoute,
  getPackageReceiptRoute,
  startPackagePurchaseRoute,
} from './listing-packages.routes.ts';

export const getFirmPackages = defineContract(getFirmPackagesRoute, {
  errorCodes: ['UNAUTHENTICATED', 'FIRM_REQUIRED'],
  schema: {
    tags: ['firm'],
    summary: "The packages on sale, the firm's listing credits and its purchases",
    response: { 200: FirmPackagesPageSchema },
  },
});

export const startPackagePurchase = defineContract(startPackagePurchaseRoute, {
  errorCodes: [
    'UNAUTHENTICATED',
    'FIRM_REQUIRED',
    'FIRM_NOT_APPROVED',
    'PACKAGE_NOT_FOUND',
    'PACKAGE_INACTIVE',
    'IDENTITY_REQUIRED',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_ERROR',
  ],
  schema: {
    tags: ['firm'],
    summary:
      'Buy a package by card: a pending purchase and its payment, answers the 3-D Secure link. The card goes to the provider only',
    params: PackageIdParamsSchema,
    body: StartPackagePurchaseSchema,
    response: { 201: StartPackagePurchaseResponseSchema },
  },
});

export const getPackageReceipt = defineContract(getPackageReceiptRoute, {
  errorCodes: ['UNAUTHENTICATED', 'FIRM_REQUIRED', 'PURCHASE_NOT_FOUND'],
  schema: {
    tags: ['firm'],
    summary: "The receipt ('Makbuz') of one of the firm's completed purchases",
    params: PurchaseIdParamsSchema,
    response: { 200: PackageReceiptSchema },
  },
});
