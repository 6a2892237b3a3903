import type { AxiosProgressEvent } from 'axios';
import type { Contract, ImportReport, Order, OrderStatus, Paginated, RefundRequest } from '@shop/shared';
import { apiClient } from '@shop/shared/api';
import type {
  BankPaymentInput,
  ContractInput,
  CustomerTermsInput,
  OrderStatusChangeInput,
  SupplierStatusChangeInput,
} from '@shop/back-office-rules';

/** The back office's calls (`/api/admin/*`) and their answers. */

/** How a vendor's price lists are read: stock words, '<N', a part's repeated rows (api/src/catalog/import/settings.ts). */
export interface VendorImportSettings {
  /** A stock word (lower case) → units. */
  stockWords: Record<string, number>;
  lessThan: 'one' | 'below';
  duplicates: 'cheapest' | 'first';
}

export type SortOrder = 'asc' | 'desc';

export interface PersonRef {
  id: number;
  email: string;
  name: string;
}

export interface AdminOrderRow {
  id: number;
  uid: string;
  status: OrderStatus;
  statusName: string;
  createdAt: string;
  total: number;
  itemsCount: number;
  version: number;
  customer: PersonRef;
  paymentMethodName: string;
  deliveryMethodName: string;
}

export interface AdminOrder {
  order: Order;
  version: number;
  customer: PersonRef & { phone: string };
}

export interface AdminOrdersQuery {
  status?: OrderStatus;
  dateFrom?: string;
  dateTo?: string;
  customer?: string;
  number?: string;
  sort?: 'id' | 'createdAt' | 'total' | 'status';
  order?: SortOrder;
  page?: number;
}

export interface AdminRefundRow extends RefundRequest {
  customer: PersonRef;
}

export interface AdminRefundsQuery {
  status?: RefundRequest['status'];
  customer?: string;
  sort?: 'id' | 'sum';
  order?: SortOrder;
  page?: number;
}

export interface AdminCustomerRow {
  id: number;
  email: string;
  name: string;
  type: 'retail' | 'business';
  companyName: string | null;
  isAdmin: boolean;
  isWholesale: boolean;
  markup: number;
  createdAt: string;
}

export interface AdminCustomersQuery {
  query?: string;
  wholesale?: 'yes' | 'no';
  sort?: 'id' | 'email' | 'name';
  order?: SortOrder;
  page?: number;
}

export interface CustomerCard {
  customer: PersonRef & {
    type: 'retail' | 'business';
    phone: string;
    companyName: string | null;
    isAdmin: boolean;
  };
  terms: CustomerTermsInput;
  contracts: Contract[];
  /** The business buyer's open request for a wholesale contract (made at registration). */
  wholesaleRequest: WholesaleRequest | null;
  choices: {
    offices: { id: number; name: string }[];
    priceLevels: { id: number; name: string; isDefault: boolean }[];
    managers: { id: number; name: string; email: string }[];
  };
}

export interface WholesaleRequest {
  id: number;
  createdAt: string;
  handledAt: string | null;
  /** E-mail of the manager who handled it. */
  handledBy: string | null;
  customer: { id: number; email: string; name: string; companyName: string | null; inn: string | null };
}

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  actor: { id: number; email: string } | null;
  subject: { id: number; email: string } | null;
  details: Record<string, unknown>;
}

export interface AuditQuery {
  action?: string;
  actor?: string;
  subject?: string;
  dateFrom?: string;
  dateTo?: string;
  order?: SortOrder;
  page?: number;
}

export interface PriceListImport {
  id: number;
  vendor: { id: number; name: string };
  admin: string | null;
  fileName: string;
  /** 'interrupted': the API stopped (killed, crashed) before the import finished. */
  status: 'running' | 'done' | 'failed' | 'interrupted';
  rowsRead: number;
  imported: number;
  rejectedTotal: number;
  error: string;
  startedAt: string;
  finishedAt: string | null;
}

/** A brand spelling of held price-list rows, waiting for the manager. */
export interface UnknownBrand {
  /** Normalised: the key the mapping sends back. */
  spelling: string;
  /** As the list writes it. */
  brand: string;
  rows: number;
  vendors: number;
}

export interface ReadingSettings {
  format: 'csv' | 'xlsx';
  delimiter: string;
  encoding: 'utf-8' | 'windows-1251';
}

/** Query parameters without the empty ones. */
function params<T extends object>(query: T): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Not the client's JSON default: axios then sends the form and the browser adds the boundary. */
const MULTIPART = { 'Content-Type': 'multipart/form-data' };

function multipart(fields: Record<string, string>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  // Text fields go before the file: the server reads them before the file's stream starts.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

export const backOfficeApi = {
  orders: (query: AdminOrdersQuery) =>
    apiClient
      .get<Paginated<AdminOrderRow>>('/api/admin/orders', { params: params(query) })
      .then((r) => r.data),
  order: (id: number) => apiClient.get<AdminOrder>(`/api/admin/orders/${id}`).then((r) => r.data),
  changeStatus: (id: number, body: OrderStatusChangeInput) =>
    apiClient.post<AdminOrder>(`/api/admin/orders/${id}/status`, body).then((r) => r.data),
  changeSupplierStatus: (id: number, itemId: number, body: SupplierStatusChangeInput) =>
    apiClient
      .post<AdminOrder>(`/api/admin/orders/${id}/items/${itemId}/supplier-status`, body)
      .then((r) => r.data),
  recordBankPayment: (id: number, body: BankPaymentInput) =>
    apiClient.post<AdminOrder>(`/api/admin/orders/${id}/bank-payments`, body).then((r) => r.data),

  refunds: (query: AdminRefundsQuery) =>
    apiClient
      .get<Paginated<AdminRefundRow>>('/api/admin/refunds', { params: params(query) })
      .then((r) => r.data),
  acceptRefund: (id: number) =>
    apiClient.post<RefundRequest>(`/api/admin/refunds/${id}/accept`).then((r) => r.data),
  rejectRefund: (id: number, reason: string) =>
    apiClient.post<RefundRequest>(`/api/admin/refunds/${id}/reject`, { reason }).then((r) => r.data),

  customers: (query: AdminCustomersQuery) =>
    apiClient
      .get<Paginated<AdminCustomerRow>>('/api/admin/customers', { params: params(query) })
      .then((r) => r.data),
  customer: (id: number) => apiClient.get<CustomerCard>(`/api/admin/customers/${id}`).then((r) => r.data),
  changeTerms: (id: number, terms: CustomerTermsInput) =>
    apiClient.put<CustomerCard>(`/api/admin/customers/${id}/terms`, terms).then((r) => r.data),
  createContract: (customerId: number, contract: ContractInput) =>
    apiClient.post<Contract>(`/api/admin/customers/${customerId}/contracts`, contract).then((r) => r.data),
  changeContract: (id: number, contract: ContractInput) =>
    apiClient.put<Contract>(`/api/admin/contracts/${id}`, contract).then((r) => r.data),
  makeContractCurrent: (id: number) =>
    apiClient.post<Contract[]>(`/api/admin/contracts/${id}/current`).then((r) => r.data),
  closeContract: (id: number) =>
    apiClient.post<Contract[]>(`/api/admin/contracts/${id}/close`).then((r) => r.data),
  wholesaleRequests: (query: { status?: 'open' | 'handled'; page?: number }) =>
    apiClient
      .get<Paginated<WholesaleRequest>>('/api/admin/wholesale-requests', { params: params(query) })
      .then((r) => r.data),
  handleWholesaleRequest: (id: number) =>
    apiClient.post<null>(`/api/admin/wholesale-requests/${id}/handle`).then(() => undefined),

  audit: (query: AuditQuery) =>
    apiClient.get<Paginated<AuditEntry>>('/api/admin/audit', { params: params(query) }).then((r) => r.data),

  vendors: () =>
    apiClient.get<{ id: number; name: string }[]>('/api/admin/pricelist/vendors').then((r) => r.data),
  imports: (vendor?: number) =>
    apiClient
      .get<PriceListImport[]>('/api/admin/pricelist/imports', { params: params({ vendor }) })
      .then((r) => r.data),
  preview: (file: Blob, fileName: string, reading: ReadingSettings) =>
    apiClient
      .post<{ rows: string[][] }>('/api/admin/pricelist/preview', multipart({ ...reading }, file, fileName), {
        headers: MULTIPART,
      })
      .then((r) => r.data),
  importPriceList: (
    vendor: number,
    file: File,
    fields: Record<string, string>,
    onUploadProgress: (event: AxiosProgressEvent) => void,
  ) =>
    apiClient
      .post<ImportReport>('/api/admin/pricelist/import', multipart(fields, file, file.name), {
        params: { vendor },
        headers: MULTIPART,
        onUploadProgress,
        // A large list takes minutes (SPEC §9's price-list timeout is 10 minutes).
        timeout: 600_000,
      })
      .then((r) => r.data),
  rejectedReport: (id: number) =>
    apiClient
      .get<Blob>(`/api/admin/pricelist/imports/${id}/rejected.csv`, { responseType: 'blob' })
      .then((r) => r.data),
  importSettings: (vendor: number) =>
    apiClient
      .get<VendorImportSettings>(`/api/admin/pricelist/vendors/${vendor}/settings`)
      .then((r) => r.data),
  saveImportSettings: (vendor: number, settings: VendorImportSettings) =>
    apiClient
      .put<VendorImportSettings>(`/api/admin/pricelist/vendors/${vendor}/settings`, settings)
      .then((r) => r.data),
  unknownBrands: (vendor?: number) =>
    apiClient
      .get<UnknownBrand[]>('/api/admin/pricelist/unknown-brands', { params: params({ vendor }) })
      .then((r) => r.data),
  mapUnknownBrand: (body: { spelling: string } & ({ brandId: number } | { newBrand: string })) =>
    apiClient
      .post<{ brandId: number; offers: number }>('/api/admin/pricelist/unknown-brands/map', body)
      .then((r) => r.data),
};
