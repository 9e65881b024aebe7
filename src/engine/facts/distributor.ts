/**
 * Spec 6: a customer whose distributor is not the product's own (config/headers/headers.yaml
 * `cobranding.ownDistributorId`) gets cobranding data. The app asks this before loading
 * cobranding; the engine exposes it to rules as customer.isForeignDistributor.
 */
export function isForeignDistributor(distributorId: string | null | undefined, ownDistributorId: string): boolean {
  return typeof distributorId === 'string' && distributorId.trim() !== '' && distributorId !== ownDistributorId;
}
