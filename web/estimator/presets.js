// Hardware and training presets for the efficiency estimator. To add one,
// append an entry with its source; names are proper nouns and stay
// untranslated. Bandwidths are nominal rates: the estimator applies its
// achievable fraction (link efficiency) itself.
//
// Intra-node links: GB/s per device in one direction (what one GPU can send
// to its ring neighbour while receiving the same from the other).
export const intraNodeLinks = [
  // PCI-SIG base specifications: 8, 16, 32 GT/s per lane, 128b/130b encoding, x16.
  { id: 'pcie3', name: 'PCIe 3.0 x16', gbyteS: 15.75 },
  { id: 'pcie4', name: 'PCIe 4.0 x16', gbyteS: 31.5 },
  { id: 'pcie5', name: 'PCIe 5.0 x16', gbyteS: 63 },
  // NVIDIA Tesla V100 datasheet: NVLink 2, 300 GB/s total = 150 GB/s each way (DGX-1 cube mesh).
  { id: 'nvlink2', name: 'NVLink 2 (V100 SXM2)', gbyteS: 150 },
  // NVIDIA A100 datasheet: NVLink 3, 600 GB/s total per GPU, all-to-all through NVSwitch (DGX A100).
  { id: 'nvlink3', name: 'NVLink 3 + NVSwitch (A100 SXM)', gbyteS: 300 },
  // NVIDIA H100 datasheet: NVLink 4, 900 GB/s total per GPU, NVSwitch (DGX H100).
  { id: 'nvlink4', name: 'NVLink 4 + NVSwitch (H100 SXM)', gbyteS: 450 },
  // NVIDIA Blackwell B200 datasheet: NVLink 5, 1.8 TB/s total per GPU, NVSwitch (DGX B200).
  { id: 'nvlink5', name: 'NVLink 5 + NVSwitch (B200)', gbyteS: 900 },
];

// Networks between nodes: Gbit/s per node and the transport NCCL uses. "none"
// has no rate: the estimator is then told of no network, and the core
// refuses a job that spans nodes.
// Line rates from IEEE 802.3 (25/100/200/400 GbE) and the InfiniBand Trade
// Association roadmap (EDR 100, HDR 200, NDR 400 Gbit/s per port).
export const networks = [
  { id: 'none', name: '—', gbitS: null, transport: 'rdma' },
  { id: 'eth25-tcp', name: '25 Gb Ethernet, TCP', gbitS: 25, transport: 'tcp' },
  { id: 'eth25-roce', name: '25 Gb Ethernet, RoCE', gbitS: 25, transport: 'rdma' },
  { id: 'eth100-tcp', name: '100 Gb Ethernet, TCP', gbitS: 100, transport: 'tcp' },
  { id: 'eth100-roce', name: '100 Gb Ethernet, RoCE', gbitS: 100, transport: 'rdma' },
  { id: 'eth200-tcp', name: '200 Gb Ethernet, TCP', gbitS: 200, transport: 'tcp' },
  { id: 'eth200-roce', name: '200 Gb Ethernet, RoCE', gbitS: 200, transport: 'rdma' },
  { id: 'eth400-tcp', name: '400 Gb Ethernet, TCP', gbitS: 400, transport: 'tcp' },
  { id: 'eth400-roce', name: '400 Gb Ethernet, RoCE', gbitS: 400, transport: 'rdma' },
  { id: 'ib-edr', name: 'InfiniBand EDR', gbitS: 100, transport: 'rdma' },
  { id: 'ib-hdr', name: 'InfiniBand HDR', gbitS: 200, transport: 'rdma' },
  { id: 'ib-ndr', name: 'InfiniBand NDR', gbitS: 400, transport: 'rdma' },
  // DGX A100 / DGX H100 user guides: eight compute ports per node (HDR 200, NDR 400).
  { id: 'ib-hdr-8', name: '8 × InfiniBand HDR (DGX A100)', gbitS: 1600, transport: 'rdma' },
  { id: 'ib-ndr-8', name: '8 × InfiniBand NDR (DGX H100)', gbitS: 3200, transport: 'rdma' },
];

// Accelerators: memory per device in GB (vendor datasheets).
export const accelerators = [
  { id: 'v100-16', name: 'NVIDIA V100 16 GB', memoryGB: 16 },
  { id: 'v100-32', name: 'NVIDIA V100 32 GB', memoryGB: 32 },
  { id: 'a10-24', name: 'NVIDIA A10 24 GB', memoryGB: 24 },
  { id: 'l4-24', name: 'NVIDIA L4 24 GB', memoryGB: 24 },
  { id: 'a100-40', name: 'NVIDIA A100 40 GB', memoryGB: 40 },
  { id: 'a100-80', name: 'NVIDIA A100 80 GB', memoryGB: 80 },
  { id: 'h100-80', name: 'NVIDIA H100 80 GB', memoryGB: 80 },
  { id: 'h200-141', name: 'NVIDIA H200 141 GB', memoryGB: 141 },
  { id: 'b200-192', name: 'NVIDIA B200 192 GB', memoryGB: 192 },
  { id: 'mi250x-128', name: 'AMD Instinct MI250X 128 GB', memoryGB: 128 },
  { id: 'mi300x-192', name: 'AMD Instinct MI300X 192 GB', memoryGB: 192 },
  { id: 'gaudi2-96', name: 'Intel Gaudi 2 96 GB', memoryGB: 96 },
  { id: 'tpu-v5e-16', name: 'Google TPU v5e 16 GB', memoryGB: 16 },
];

// Bytes per parameter that plain data parallelism keeps on every device, with
// the breakdown shown on the page: [weights, gradients, optimizer state].
// Mixed-precision Adam: 2 + 2 + (4 master weights + 4 momentum + 4 variance) = 16,
// as counted in ZeRO (Rajbhandari et al., SC 2020, section 3.1).
export const optimizerStates = [
  { id: 'adam-mixed', breakdown: [2, 2, 12] },
  { id: 'adam-fp32', breakdown: [4, 4, 8] },
  { id: 'sgdm-fp32', breakdown: [4, 4, 4] },
  { id: 'sgd-fp32', breakdown: [4, 4, 0] },
  { id: 'adam-bf16', breakdown: [2, 2, 4] },
];

/** Bytes per parameter an optimizer keeps on every device: the sum of its breakdown. */
export const bytesPerParameter = (state) => state.breakdown.reduce((a, b) => a + b);
