import { defineContract } from '../core/api-route.ts';
import {
  DashboardSchema,
  MyBidsQuerySchema,
  MyBidsPageSchema,
  MemberPageQuerySchema,
  MyDepositsPageSchema,
  MyOffersPageSchema,
  MyWinsPageSchema,
} from './member-records.ts';
import {
  getDashboardRoute,
  getMemberBidsRoute,
  getMemberDepositsRoute,
  getMemberOffersRoute,
  getMemberWinsRoute,
} from './member.routes.ts';

const tags = ['me'];

export const getDashboard = defineContract(getDashboardRoute, {
  schema: {
    tags,
    summary: 'My dashboard: stats, latest 5 bids, my active and upcoming listings',
    response: { 200: DashboardSchema },
  },
});

export const getMemberBids = defineContract(getMemberBidsRoute, {
  schema: {
    tags,
    summary: 'All my bids, filterable by phase and outcome',
    querystring: MyBidsQuerySchema,
    response: { 200: MyBidsPageSchema },
  },
});

export const getMemberDeposits = defineContract(getMemberDepositsRoute, {
  schema: {
    tags,
    summary: 'My deposits with refund dates and the receipt of each completed payment',
    querystring: MemberPageQuerySchema,
    response: { 200: MyDepositsPageSchema },
  },
});

export const getMemberOffers = defineContract(getMemberOffersRoute, {
  schema: {
    tags,
    summary: 'My offers on offer listings',
    querystring: MemberPageQuerySchema,
    response: { 200: MyOffersPageSchema },
  },
});

export const getMemberWins = defineContract(getMemberWinsRoute, {
  schema: {
    tags,
    summary: 'Auctions I won and offers of mine that were accepted',
    querystring: MemberPageQuerySchema,
    response: { 200: MyWinsPageSchema },
  },
});
