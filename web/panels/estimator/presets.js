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
  // NVIDIA Blackwell B200 datasheet: NVLink 5, 1.8 TB/s total per GPU, NVSwitch (DGX B200). The DGX B200 User
  // Guide: "2 x 5th generation NVLink switches that provide 14.4 TB/s aggregate bandwidth", 1.8 TB/s a GPU of 8.
  // GB200 NVL72 joins 72 GPUs through NVLink Switch trays, 18 NVLink 5 links (1.8 TB/s) a GPU (NVIDIA DGX GB Rack
  // Scale Systems User Guide; NVIDIA's NVLink health checks: "GB200 exposes 18 NVLink 5 links").
  { id: 'nvlink5', name: 'NVLink 5 + NVSwitch (B200, GB200)', gbyteS: 900 },
  // AMD Instinct: Infinity Fabric (xGMI). MI250X, OLCF Frontier User Guide: the two dies (GCDs) of one MI250X are
  // joined at "200+200 GB/s", the GCDs of different MI250X "50-100 GB/s" ("X+X GB/s ... X GB/s in each direction"),
  // one link being 50 GB/s each way (AMD ROCm, "AMD Instinct MI250 microarchitecture"): a ring over a node's eight
  // GCDs crosses single links, 50 GB/s.
  { id: 'xgmi-mi250x', name: 'Infinity Fabric (MI250X, 8 GCDs)', gbyteS: 50 },
  // MI300X, AMD ROCm "AMD Instinct MI300 series microarchitecture": "seven high-bandwidth, low-latency AMD Infinity
  // Fabric links ... form a fully connected 8-GPU system"; a link is 16 lanes at 32 Gb/s, 64 GB/s each way (AMD's
  // 128 GB/s a link counts both ways; Hot Chips 2024: 896 GB/s a GPU). RCCL runs its rings on all seven links of
  // the mesh: 7 × 64 = 448 GB/s each way. One link alone is 64 GB/s: choose "Custom" for a job that uses one.
  { id: 'xgmi-mi300x', name: 'Infinity Fabric mesh (MI300X, 7 links)', gbyteS: 448 },
  // Intel Gaudi documentation, "Intel Gaudi Network Configuration": each Gaudi 2 joins the seven others of its box
  // all-to-all through 21 scale-up ports of 100 GbE RoCE, "21*12.5 GB/s = 262.5 GB/s unidirectional".
  { id: 'gaudi2-roce', name: 'On-chip RoCE, 21 × 100 GbE (Gaudi 2)', gbyteS: 262.5 },
  // Google Cloud TPU documentation: v5e, "Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) 400
  // GBps", 4 ports: 200 GB/s each way; v5p, "1200" GBps both ways, 600 each way (6 links, a 3D torus).
  { id: 'ici-v5e', name: 'ICI (TPU v5e)', gbyteS: 200 },
  { id: 'ici-v5p', name: 'ICI (TPU v5p)', gbyteS: 600 },
  // AWS Neuron documentation, "Amazon EC2 Trn1/Trn1n Architecture": NeuronLink-v2, "384" GiB/s a device (2D torus
  // of 16); "Amazon EC2 Trn2 Architecture": NeuronLink-v3, "1,024" GB/s a chip inside the instance (4 × 4 torus).
  // AWS does not say in which direction: read here as both together, half each way (412 GB/s → 206; 1,024 → 512).
  { id: 'neuronlink2', name: 'NeuronLink-v2 (Trainium, trn1)', gbyteS: 206 },
  { id: 'neuronlink3', name: 'NeuronLink-v3 (Trainium2, trn2)', gbyteS: 512 },
];

// Networks between nodes: Gbit/s per node, what carries it (family: the
// published runs' coverage, src/core/validated_ranges.hpp) and the transport NCCL uses. "none"
// has no rate: the estimator is then told of no network, and the core
// refuses a job that spans nodes.
// Line rates from IEEE 802.3 (25/100/200/400 GbE) and the InfiniBand Trade
// Association roadmap (EDR 100, HDR 200, NDR 400 Gbit/s per port).
export const networks = [
  { id: 'none', name: '—', gbitS: null, transport: 'rdma' },
  { id: 'eth25-tcp', name: '25 Gb Ethernet, TCP', gbitS: 25, family: 'ethernet', transport: 'tcp' },
  { id: 'eth25-roce', name: '25 Gb Ethernet, RoCE', gbitS: 25, family: 'ethernet', transport: 'rdma' },
  { id: 'eth100-tcp', name: '100 Gb Ethernet, TCP', gbitS: 100, family: 'ethernet', transport: 'tcp' },
  { id: 'eth100-roce', name: '100 Gb Ethernet, RoCE', gbitS: 100, family: 'ethernet', transport: 'rdma' },
  { id: 'eth200-tcp', name: '200 Gb Ethernet, TCP', gbitS: 200, family: 'ethernet', transport: 'tcp' },
  { id: 'eth200-roce', name: '200 Gb Ethernet, RoCE', gbitS: 200, family: 'ethernet', transport: 'rdma' },
  { id: 'eth400-tcp', name: '400 Gb Ethernet, TCP', gbitS: 400, family: 'ethernet', transport: 'tcp' },
  { id: 'eth400-roce', name: '400 Gb Ethernet, RoCE', gbitS: 400, family: 'ethernet', transport: 'rdma' },
  { id: 'ib-edr', name: 'InfiniBand EDR', gbitS: 100, family: 'infiniband', transport: 'rdma' },
  { id: 'ib-hdr', name: 'InfiniBand HDR', gbitS: 200, family: 'infiniband', transport: 'rdma' },
  { id: 'ib-ndr', name: 'InfiniBand NDR', gbitS: 400, family: 'infiniband', transport: 'rdma' },
  // DGX-1 datasheet: four EDR InfiniBand ports (100 Gb/s each).
  { id: 'ib-edr-4', name: '4 × InfiniBand EDR (DGX-1)', gbitS: 400, family: 'infiniband', transport: 'rdma' },
  // DGX A100 / DGX H100 / DGX B200 user guides: eight compute ports per node (HDR 200, NDR 400); Microsoft Learn,
  // "ND MI300X v5-series": "8x400 Gigabit NDR" InfiniBand with GPUDirect RDMA.
  { id: 'ib-hdr-8', name: '8 × InfiniBand HDR (DGX A100)', gbitS: 1600, family: 'infiniband', transport: 'rdma' },
  { id: 'ib-ndr-8', name: '8 × InfiniBand NDR (DGX H100, B200)', gbitS: 3200, family: 'infiniband', transport: 'rdma' },
  // Eight 400 GbE RoCE adapters a node, one a GPU (AMD's MI300X cluster recipes pair each GPU with a 400 Gb/s NIC).
  { id: 'eth400-roce-8', name: '8 × 400 Gb Ethernet, RoCE', gbitS: 3200, family: 'ethernet', transport: 'rdma' },
  // OLCF Frontier User Guide: "[4x] HPE Slingshot 200 Gbps (25 GB/s) NICs providing a node-injection bandwidth of
  // 800 Gbps", RDMA through libfabric.
  { id: 'slingshot-4', name: '4 × HPE Slingshot 200 (Frontier)', gbitS: 800, family: 'slingshot', transport: 'rdma' },
  // Habana "Networking": "24 100 Gigabit Ethernet ports on every Gaudi2", 3 of them a chip for scale-out (Intel
  // Gaudi documentation): 24 × 100 Gb/s RoCE a box of 8.
  { id: 'gaudi2-scaleout', name: '24 × 100 Gb Ethernet, RoCE (HLS-Gaudi2)', gbitS: 2400, family: 'ethernet', transport: 'rdma' },
  // AWS Neuron documentation: EFA "800" Gbps a trn1.32xlarge, "3,200" (EFAv3) a trn2.48xlarge. EFA's SRD bypasses
  // the kernel as RDMA does.
  { id: 'efa-800', name: 'EFA 800 Gb/s (trn1.32xlarge)', gbitS: 800, family: 'efa', transport: 'rdma' },
  { id: 'efa-3200', name: 'EFAv3 3,200 Gb/s (trn2.48xlarge)', gbitS: 3200, family: 'efa', transport: 'rdma' },
  // NVIDIA DGX GB Rack Scale Systems User Guide: "4x NVIDIA ConnectX-7 single port 400G OSFP NIC" a compute tray of
  // four GPUs: 400 Gb/s a GPU, 72 × 400 Gb/s for the 72 GPUs of one NVLink domain.
  { id: 'nvl72-scaleout', name: '72 × 400 Gb/s InfiniBand (GB200 NVL72 rack)', gbitS: 28800, family: 'infiniband', transport: 'rdma' },
  // Google Cloud TPU documentation: between slices, the data-center network (DCN). v5e: "2 x 100 Gbps NIC" a host of
  // 8 chips, "6.4 Tbps" a pod of 256; v5p: "50" Gbps a chip, 448,000 Gbps for the 8,960 chips of a pod. Google does
  // not say that it is RDMA: TCP, the slower of the two, is taken.
  { id: 'dcn-v5e', name: 'DCN between TPU v5e pods', gbitS: 6400, family: 'dcn', transport: 'tcp' },
  { id: 'dcn-v5p', name: 'DCN between TPU v5p pods', gbitS: 448000, family: 'dcn', transport: 'tcp' },
];

// The system a device comes in: its link inside a node, the network a node
// has, and the devices of a node (the devices its fast link joins). NVIDIA's
// DGX datasheets and user guides: DGX-1 (V100), NVLink 2 and four InfiniBand
// EDR ports; DGX A100, NVLink 3 + NVSwitch and eight HDR ports; DGX H100 and
// H200, NVLink 4 + NVSwitch and eight NDR ports; DGX B200, NVLink 5 +
// NVSwitch and eight 400 Gb/s ConnectX-7 (NDR) ports; GB200 NVL72, 72 GPUs in
// one NVLink domain. The others' sources are above their links and networks:
// the OLCF Frontier node (4 MI250X, 8 GCDs), an 8-GPU MI300X server (Azure's
// ND MI300X v5), the HLS-Gaudi2 box of 8, a TPU pod (256 v5e or 8,960 v5p
// chips on one ICI torus, the DCN between pods) and the trn1 and trn2
// instances of 16 chips. A PCIe card sets its slot's link (A10 and L4: PCIe
// 4.0 x16, their datasheets) and leaves the network, which varies by server.
const DGX1 = { intraLink: 'nvlink2', network: 'ib-edr-4', devicesPerNode: 8 };
const DGX_A100 = { intraLink: 'nvlink3', network: 'ib-hdr-8', devicesPerNode: 8 };
const DGX_H100 = { intraLink: 'nvlink4', network: 'ib-ndr-8', devicesPerNode: 8 };
const DGX_B200 = { intraLink: 'nvlink5', network: 'ib-ndr-8', devicesPerNode: 8 };
const NVL72 = { intraLink: 'nvlink5', network: 'nvl72-scaleout', devicesPerNode: 72 };
const FRONTIER = { intraLink: 'xgmi-mi250x', network: 'slingshot-4', devicesPerNode: 8 };
const MI300X_SERVER = { intraLink: 'xgmi-mi300x', network: 'ib-ndr-8', devicesPerNode: 8 };
const HLS_GAUDI2 = { intraLink: 'gaudi2-roce', network: 'gaudi2-scaleout', devicesPerNode: 8 };
const V5E_POD = { intraLink: 'ici-v5e', network: 'dcn-v5e', devicesPerNode: 256 };
const V5P_POD = { intraLink: 'ici-v5p', network: 'dcn-v5p', devicesPerNode: 8960 };
const TRN1 = { intraLink: 'neuronlink2', network: 'efa-800', devicesPerNode: 16 };
const TRN2 = { intraLink: 'neuronlink3', network: 'efa-3200', devicesPerNode: 16 };

// Accelerators: who makes them (family: the published runs' coverage,
// src/core/validated_ranges.hpp), memory per device in GB, and peakTflops: the vendor's peak
// dense TFLOP/s of one device per precision, for the FLOPs and MFU check.
// Dense only, never the "with sparsity" figure (2:4 structured sparsity):
// where a datasheet prints only the sparse figure (marked * there), it is
// halved here and the comment above the entry says so. memoryGbyteS is the
// memory bandwidth the same datasheet gives (GB/s; for the TPU v5e, its
// documentation's 819 GB/s; for Gaudi 2, the white paper's 2.45 TB/s): the
// estimator's per-GB overhead scales with it. fp32 is plain FP32
// (CUDA cores, vector units), tf32 the TF32 tensor/matrix mode, bf16 the BF16
// tensor/matrix mode, fp8 the FP8 one. A key is left out where the device has
// no such mode, or where no vendor figure could be cited.
export const accelerators = [
  // NVIDIA Tesla V100 datasheet, V100 SXM2 column: single precision 15.7, tensor performance 125 TFLOPS.
  // V100 has no BF16 and no TF32: bf16 holds its FP16 tensor-core figure (FP16 inputs, FP32 accumulate).
  {
    id: 'v100-16',
    name: 'NVIDIA V100 SXM2 16 GB',
    family: 'nvidia',
    platform: DGX1,
    memoryGB: 16,
    memoryGbyteS: 900,
    peakTflops: { fp32: 15.7, bf16: 125 },
  },
  // NVIDIA Tesla V100 datasheet, V100 SXM2 column (32 GB board, same figures): FP32 15.7; FP16 tensor 125 as bf16.
  {
    id: 'v100-32',
    name: 'NVIDIA V100 SXM2 32 GB',
    family: 'nvidia',
    platform: DGX1,
    memoryGB: 32,
    memoryGbyteS: 900,
    peakTflops: { fp32: 15.7, bf16: 125 },
  },
  // NVIDIA A10 Tensor Core GPU datasheet (a PCIe card): FP32 31.2, TF32 tensor 62.5 | 125*, BF16 tensor 125 | 250*
  // (* with sparsity; the dense figures are taken).
  {
    id: 'a10-24',
    name: 'NVIDIA A10 PCIe 24 GB',
    family: 'nvidia',
    platform: { intraLink: 'pcie4' },
    memoryGB: 24,
    memoryGbyteS: 600,
    peakTflops: { fp32: 31.2, tf32: 62.5, bf16: 125 },
  },
  // NVIDIA L4 Tensor Core GPU datasheet (a PCIe card) prints its tensor figures with sparsity only: TF32 120* → 60,
  // BF16 242* → 121, FP8 485* → 242.5 dense; FP32 30.3.
  {
    id: 'l4-24',
    name: 'NVIDIA L4 PCIe 24 GB',
    family: 'nvidia',
    platform: { intraLink: 'pcie4' },
    memoryGB: 24,
    memoryGbyteS: 300,
    peakTflops: { fp32: 30.3, tf32: 60, bf16: 121, fp8: 242.5 },
  },
  // NVIDIA A100 Tensor Core GPU datasheet, A100 SXM column (the PCIe column prints the same): FP32 19.5,
  // TF32 tensor 156 | 312*, BF16 tensor 312 | 624* (* with sparsity; the dense figures are taken). No FP8.
  {
    id: 'a100-40',
    name: 'NVIDIA A100 SXM 40 GB',
    family: 'nvidia',
    platform: DGX_A100,
    memoryGB: 40,
    memoryGbyteS: 1555,
    peakTflops: { fp32: 19.5, tf32: 156, bf16: 312 },
  },
  // NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM column, the same as the 40 GB board: FP32 19.5,
  // TF32 tensor 156 | 312*, BF16 tensor 312 | 624* (* with sparsity; the dense figures are taken). No FP8.
  {
    id: 'a100-80',
    name: 'NVIDIA A100 SXM 80 GB',
    family: 'nvidia',
    platform: DGX_A100,
    memoryGB: 80,
    memoryGbyteS: 2039,
    peakTflops: { fp32: 19.5, tf32: 156, bf16: 312 },
  },
  // NVIDIA H100 Tensor Core GPU datasheet, H100 SXM column, prints its tensor figures with sparsity only:
  // TF32 989* → 494.5, BF16 1,979* → 989.5, FP8 3,958* → 1979 dense; FP32 67.
  {
    id: 'h100-80',
    name: 'NVIDIA H100 SXM 80 GB',
    family: 'nvidia',
    platform: DGX_H100,
    memoryGB: 80,
    memoryGbyteS: 3350,
    peakTflops: { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  },
  // NVIDIA H200 Tensor Core GPU datasheet, H200 SXM column (the same compute as H100 SXM), sparse figures only:
  // TF32 989* → 494.5, BF16 1,979* → 989.5, FP8 3,958* → 1979 dense; FP32 67.
  {
    id: 'h200-141',
    name: 'NVIDIA H200 SXM 141 GB',
    family: 'nvidia',
    platform: DGX_H100,
    memoryGB: 141,
    memoryGbyteS: 4800,
    peakTflops: { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  },
  // NVIDIA HGX B200 datasheet (HGX platform specifications), per-GPU column, sparse figures only: TF32 2.2 PF* → 1100,
  // BF16 4.5 PF* → 2250, FP8 9 PF* → 4500 dense; FP32 75. (The 8-GPU totals, 18 / 36 / 72 PF, are sparse too;
  // 18 PF / 8 would give 1125 for TF32: the per-GPU figure as printed is taken.) Memory: the DGX B200 User Guide,
  // "8 x NVIDIA B200 GPUs that provide 1,440 GB total GPU memory", 180 GB a GPU (the id keeps the 192 of the chip's
  // HBM, for links made before).
  {
    id: 'b200-192',
    name: 'NVIDIA B200 SXM 180 GB',
    family: 'nvidia',
    platform: DGX_B200,
    memoryGB: 180,
    memoryGbyteS: 8000,
    peakTflops: { fp32: 75, tf32: 1100, bf16: 2250, fp8: 4500 },
  },
  // NVIDIA GB200 NVL72 datasheet (rack specifications), for 72 GPUs, Tensor Core figures with sparsity: FP8 720 PF*
  // → 5000, BF16 360 PF* → 2500, TF32 180 PF* → 1250 dense a GPU; FP32 5,760 TF → 80; "Up to 13.4 TB HBM3e | 576
  // TB/s": 186 GB and 8,000 GB/s a GPU. Figures read from reproductions of NVIDIA's table.
  {
    id: 'gb200-nvl72',
    name: 'NVIDIA GB200 NVL72 (a GPU) 186 GB',
    family: 'nvidia',
    platform: NVL72,
    memoryGB: 186,
    memoryGbyteS: 8000,
    peakTflops: { fp32: 80, tf32: 1250, bf16: 2500, fp8: 5000 },
  },
  // One die (GCD) of an AMD Instinct MI250X, which ROCm shows as a device (OLCF Frontier User Guide: "The programmer
  // can think of the 8 GCDs as 8 separate GPUs"; "64 GB of high-bandwidth memory ... at a peak of 1.6 TB/s"). AMD
  // ROCm documentation, MI250 microarchitecture, per CU and clock: vector FP32 128, matrix FP32 256, matrix BF16 1024;
  // × 110 CUs × 1.7 GHz: FP32 matrix 47.9, BF16 191.5 TFLOPS (half the OAM datasheet's 95.7 and 383); no TF32, no
  // FP8. fp32 takes the matrix figure: against the vector one an FP32 run could show more than 100 % MFU.
  {
    id: 'mi250x-gcd-64',
    name: 'AMD Instinct MI250X (one GCD) 64 GB',
    family: 'amd',
    platform: FRONTIER,
    memoryGB: 64,
    memoryGbyteS: 1600,
    peakTflops: { fp32: 47.9, bf16: 191.5 },
  },
  // AMD Instinct MI300X datasheet (OAM), dense figures (it prints those with sparsity, twice these, apart):
  // FP32 163.4 (vector and matrix alike), TF32 653.7, BF16 1307.4, FP8 2614.9 TFLOPS.
  {
    id: 'mi300x-192',
    name: 'AMD Instinct MI300X 192 GB',
    family: 'amd',
    platform: MI300X_SERVER,
    memoryGB: 192,
    memoryGbyteS: 5300,
    peakTflops: { fp32: 163.4, tf32: 653.7, bf16: 1307.4, fp8: 2614.9 },
  },
  // Intel Gaudi 3 AI Accelerator white paper (2024), its Gaudi 2 column: matrix engines (MME) BF16 432, FP8 865 TFLOPS
  // (no sparse figure is given). No Intel document with an FP32 or TF32 matrix peak for Gaudi 2 was found: left out.
  {
    id: 'gaudi2-96',
    name: 'Intel Gaudi 2 96 GB',
    family: 'intel',
    platform: HLS_GAUDI2,
    memoryGB: 96,
    memoryGbyteS: 2450,
    peakTflops: { bf16: 432, fp8: 865 },
  },
  // Google Cloud TPU v5e documentation (system architecture; Google publishes no datasheet for it): "Peak compute per
  // chip (bf16) 197 TFLOPs". It gives no other floating-point peak.
  {
    id: 'tpu-v5e-16',
    name: 'Google TPU v5e 16 GB',
    family: 'google',
    platform: V5E_POD,
    memoryGB: 16,
    memoryGbyteS: 819,
    peakTflops: { bf16: 197 },
  },
  // Google Cloud TPU v5p documentation: "HBM capacity per chip 95", "HBM bandwidth per chip (GBps) 2765", "Peak compute
  // per chip (BF16) (TFLOPs) 459", "(FP8) 459". No FP32 or TF32 figure.
  {
    id: 'tpu-v5p-95',
    name: 'Google TPU v5p 95 GB',
    family: 'google',
    platform: V5P_POD,
    memoryGB: 95,
    memoryGbyteS: 2765,
    peakTflops: { bf16: 459, fp8: 459 },
  },
  // AWS Neuron documentation, "Trainium Architecture": "32 GiB of device memory ... with 820 GiB/sec of bandwidth",
  // "190 FP16/BF16/cFP8/TF32 TFLOPS, and 47.5 FP32 TFLOP": 34.4 GB and 880 GB/s.
  {
    id: 'trainium1-32',
    name: 'AWS Trainium (trn1) 32 GiB',
    family: 'aws',
    platform: TRN1,
    memoryGB: 34.4,
    memoryGbyteS: 880,
    peakTflops: { fp32: 47.5, tf32: 190, bf16: 190, fp8: 190 },
  },
  // AWS Neuron documentation, "Trainium2 Architecture": "96 GiB of device memory with 2.9 TB/sec of bandwidth",
  // "1,299 FP8 TFLOPS, 667 BF16/FP16/TF32 TFLOPS ... 181 FP32 TFLOPS" (the sparse figures listed apart): 103 GB.
  {
    id: 'trainium2-96',
    name: 'AWS Trainium2 (trn2) 96 GiB',
    family: 'aws',
    platform: TRN2,
    memoryGB: 103,
    memoryGbyteS: 2900,
    peakTflops: { fp32: 181, tf32: 667, bf16: 667, fp8: 1299 },
  },
];

// Bytes per parameter that plain data parallelism keeps on every device, with
// the breakdown shown on the page: [weights, gradients, optimizer state].
// Mixed-precision Adam: 2 + 2 + (4 master weights + 4 momentum + 4 variance) = 16,
// as counted in ZeRO (Rajbhandari et al., SC 2020, section 3.1). Megatron-LM
// keeps its main gradients in FP32: 18 bytes for BF16 parameters with FP32
// gradients (Megatron-LM, docs "Distributed Optimizer", its table of bytes per
// parameter; 6 + 12/d with the optimizer state distributed).
export const optimizerStates = [
  { id: 'adam-mixed', breakdown: [2, 2, 12] },
  { id: 'adam-mixed-fp32-grads', breakdown: [2, 4, 12] },
  { id: 'adam-fp32', breakdown: [4, 4, 8] },
  { id: 'sgdm-fp32', breakdown: [4, 4, 4] },
  { id: 'sgd-fp32', breakdown: [4, 4, 0] },
  { id: 'adam-bf16', breakdown: [2, 2, 4] },
];

/**
 * Bytes per parameter an optimizer keeps on every device: the sum of its breakdown.
 * @param {{ breakdown: number[] }} state an entry of optimizerStates
 * @returns {number}
 */
export const bytesPerParameter = (state) => state.breakdown.reduce((a, b) => a + b);
