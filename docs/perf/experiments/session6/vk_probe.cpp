// Probe: (1) pipeline statistics of SPIR-V modules under given specialization
// constants (VK_KHR_pipeline_executable_properties); (2) how many workgroups
// of a given size and groupshared footprint are resident on one SM at once.
#define VOLK_IMPLEMENTATION
#include <volk.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>
#define CK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { std::printf("%s -> %d\n", #x, r_); std::exit(1); } } while (0)

static std::vector<uint32_t> read_spv(const std::string& p) {
  std::ifstream f(p, std::ios::binary);
  std::vector<char> b((std::istreambuf_iterator<char>(f)), {});
  std::vector<uint32_t> w(b.size() / 4);
  std::memcpy(w.data(), b.data(), w.size() * 4);
  if (w.empty()) { std::printf("cannot read %s\n", p.c_str()); std::exit(1); }
  return w;
}

VkDevice dev; VkPhysicalDevice phys; uint32_t qf = 0; VkQueue queue; bool have_pep = false;
VkDescriptorSetLayout dsl; VkPipelineLayout pl;

VkPipeline make_pipeline(const std::vector<uint32_t>& words, const std::vector<uint32_t>& spec, bool stats) {
  VkShaderModuleCreateInfo mi{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  mi.codeSize = words.size() * 4; mi.pCode = words.data();
  VkShaderModule m; CK(vkCreateShaderModule(dev, &mi, nullptr, &m));
  std::vector<VkSpecializationMapEntry> e(spec.size());
  for (uint32_t i = 0; i < spec.size(); ++i) e[i] = {i, i * 4, 4};
  VkSpecializationInfo si{(uint32_t)spec.size(), e.data(), spec.size() * 4, spec.data()};
  VkComputePipelineCreateInfo ci{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  ci.flags = stats && have_pep ? VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR | VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR : 0;
  ci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; ci.stage.module = m; ci.stage.pName = "main"; ci.stage.pSpecializationInfo = &si;
  ci.layout = pl;
  VkPipeline p; CK(vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &ci, nullptr, &p));
  vkDestroyShaderModule(dev, m, nullptr);
  return p;
}

void print_stats(VkPipeline p, bool ir) {
  if (!have_pep) { std::printf("  (no VK_KHR_pipeline_executable_properties)\n"); return; }
  VkPipelineInfoKHR pi{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR}; pi.pipeline = p;
  uint32_t n = 0; CK(vkGetPipelineExecutablePropertiesKHR(dev, &pi, &n, nullptr));
  std::vector<VkPipelineExecutablePropertiesKHR> props(n, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR});
  CK(vkGetPipelineExecutablePropertiesKHR(dev, &pi, &n, props.data()));
  for (uint32_t x = 0; x < n; ++x) {
    std::printf("  executable %u: %s (%s) subgroup %u\n", x, props[x].name, props[x].description, props[x].subgroupSize);
    VkPipelineExecutableInfoKHR ei{VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR}; ei.pipeline = p; ei.executableIndex = x;
    uint32_t s = 0; CK(vkGetPipelineExecutableStatisticsKHR(dev, &ei, &s, nullptr));
    std::vector<VkPipelineExecutableStatisticKHR> st(s, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
    CK(vkGetPipelineExecutableStatisticsKHR(dev, &ei, &s, st.data()));
    for (auto& t : st) {
      std::printf("    %s = ", t.name);
      switch (t.format) {
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: std::printf("%s", t.value.b32 ? "true" : "false"); break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: std::printf("%lld", (long long)t.value.i64); break;
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR: std::printf("%llu", (unsigned long long)t.value.u64); break;
        default: std::printf("%g", t.value.f64);
      }
      std::printf("  (%s)\n", t.description);
    }
    if (!ir) continue;
    uint32_t r = 0;
    if (vkGetPipelineExecutableInternalRepresentationsKHR(dev, &ei, &r, nullptr) != VK_SUCCESS) continue;
    std::vector<VkPipelineExecutableInternalRepresentationKHR> reps(r, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR});
    vkGetPipelineExecutableInternalRepresentationsKHR(dev, &ei, &r, reps.data());
    std::vector<std::vector<char>> bufs(r);
    for (uint32_t k = 0; k < r; ++k) { bufs[k].resize(reps[k].dataSize + 1); reps[k].pData = bufs[k].data(); }
    vkGetPipelineExecutableInternalRepresentationsKHR(dev, &ei, &r, reps.data());
    for (uint32_t k = 0; k < r; ++k) {
      std::printf("  IR %s (%s), %zu bytes, text %d\n", reps[k].name, reps[k].description, reps[k].dataSize, reps[k].isText);
      if (reps[k].isText) std::printf("%.*s\n", (int)reps[k].dataSize, bufs[k].data());
    }
  }
}

int main(int argc, char** argv) {
  CK(volkInitialize());
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO}; app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo ii{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO}; ii.pApplicationInfo = &app;
  VkInstance inst; CK(vkCreateInstance(&ii, nullptr, &inst)); volkLoadInstance(inst);
  uint32_t n = 0; vkEnumeratePhysicalDevices(inst, &n, nullptr);
  std::vector<VkPhysicalDevice> pds(n); vkEnumeratePhysicalDevices(inst, &n, pds.data());
  phys = pds.at(0);
  VkPhysicalDeviceProperties pr; vkGetPhysicalDeviceProperties(phys, &pr);
  std::printf("device %s\n", pr.deviceName);
  uint32_t ne = 0; vkEnumerateDeviceExtensionProperties(phys, nullptr, &ne, nullptr);
  std::vector<VkExtensionProperties> exts(ne); vkEnumerateDeviceExtensionProperties(phys, nullptr, &ne, exts.data());
  std::vector<const char*> want;
  bool have_sm = false, have_clk = false;
  for (auto& e : exts) {
    if (!std::strcmp(e.extensionName, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME)) have_pep = true;
    if (!std::strcmp(e.extensionName, "VK_NV_shader_sm_builtins")) { want.push_back("VK_NV_shader_sm_builtins"); have_sm = true; }
    if (!std::strcmp(e.extensionName, "VK_KHR_shader_clock")) { want.push_back("VK_KHR_shader_clock"); have_clk = true; }
  }
  if (have_pep) want.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  uint32_t nq = 0; vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, nullptr);
  std::vector<VkQueueFamilyProperties> qs(nq); vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, qs.data());
  for (uint32_t i = 0; i < nq; ++i) if (qs[i].queueFlags & VK_QUEUE_COMPUTE_BIT) { qf = i; break; }
  float prio = 1;
  VkDeviceQueueCreateInfo qi{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO}; qi.queueFamilyIndex = qf; qi.queueCount = 1; qi.pQueuePriorities = &prio;
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR pep{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  pep.pipelineExecutableInfo = have_pep;
  VkPhysicalDeviceShaderSMBuiltinsFeaturesNV smb{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_FEATURES_NV, have_pep ? (void*)&pep : nullptr};
  smb.shaderSMBuiltins = VK_TRUE;
  VkPhysicalDeviceShaderClockFeaturesKHR clk{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR, have_sm ? (void*)&smb : have_pep ? (void*)&pep : nullptr};
  clk.shaderSubgroupClock = VK_TRUE;
  void* tail = have_clk ? (void*)&clk : have_sm ? (void*)&smb : have_pep ? (void*)&pep : nullptr;
  VkPhysicalDevice16BitStorageFeatures s16{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, tail};
  s16.storageBuffer16BitAccess = VK_TRUE;
  VkPhysicalDeviceVulkan12Features v12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES, &s16};
  v12.storageBuffer8BitAccess = VK_TRUE; v12.bufferDeviceAddress = VK_TRUE;
  VkPhysicalDeviceFeatures feats{}; feats.shaderInt64 = VK_TRUE;
  VkDeviceCreateInfo di{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &v12};
  di.queueCreateInfoCount = 1; di.pQueueCreateInfos = &qi; di.enabledExtensionCount = want.size(); di.ppEnabledExtensionNames = want.data();
  di.pEnabledFeatures = &feats;
  CK(vkCreateDevice(phys, &di, nullptr, &dev)); volkLoadDevice(dev);
  vkGetDeviceQueue(dev, qf, 0, &queue);
  VkDescriptorSetLayoutBinding b[2] = {{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT},
                                       {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT}};
  VkDescriptorSetLayoutCreateInfo dli{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO}; dli.bindingCount = 2; dli.pBindings = b;
  CK(vkCreateDescriptorSetLayout(dev, &dli, nullptr, &dsl));
  VkPushConstantRange pcr{VK_SHADER_STAGE_COMPUTE_BIT, 0, 128};
  VkPipelineLayoutCreateInfo pli{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO}; pli.setLayoutCount = 1; pli.pSetLayouts = &dsl;
  pli.pushConstantRangeCount = 1; pli.pPushConstantRanges = &pcr;
  CK(vkCreatePipelineLayout(dev, &pli, nullptr, &pl));

  const std::string mode = argv[1];
  if (mode == "stats" || mode == "ir") {
    // stats SPV t0,t1,t2,t3,t4 [SPV spec ...]
    for (int a = 2; a + 1 < argc; a += 2) {
      std::vector<uint32_t> spec;
      for (char* s = argv[a + 1]; *s;) { spec.push_back(std::strtoul(s, &s, 10)); if (*s == ',') ++s; }
      std::printf("%s spec %s\n", argv[a], argv[a + 1]);
      VkPipeline p = make_pipeline(read_spv(argv[a]), spec, true);
      print_stats(p, mode == "ir");
      vkDestroyPipeline(dev, p, nullptr);
    }
    return 0;
  }
  // occ SPV: resident workgroups per SM for each (threads, shared bytes).
  auto words = read_spv(argv[2]);
  VkBufferCreateInfo bi{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO}; bi.size = 8192 + 16; bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  VkBuffer buf; CK(vkCreateBuffer(dev, &bi, nullptr, &buf));
  VkMemoryRequirements mr; vkGetBufferMemoryRequirements(dev, buf, &mr);
  VkPhysicalDeviceMemoryProperties mp; vkGetPhysicalDeviceMemoryProperties(phys, &mp);
  uint32_t mt = 0;
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((mr.memoryTypeBits >> i & 1) && (mp.memoryTypes[i].propertyFlags & (VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)) ==
        (VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)) { mt = i; break; }
  VkMemoryAllocateInfo ai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO}; ai.allocationSize = mr.size; ai.memoryTypeIndex = mt;
  VkDeviceMemory mem; CK(vkAllocateMemory(dev, &ai, nullptr, &mem)); CK(vkBindBufferMemory(dev, buf, mem, 0));
  uint32_t* host; CK(vkMapMemory(dev, mem, 0, VK_WHOLE_SIZE, 0, (void**)&host));
  VkDescriptorPoolSize ps{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2};
  VkDescriptorPoolCreateInfo dpi{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO}; dpi.maxSets = 1; dpi.poolSizeCount = 1; dpi.pPoolSizes = &ps;
  VkDescriptorPool dp; CK(vkCreateDescriptorPool(dev, &dpi, nullptr, &dp));
  VkDescriptorSetAllocateInfo dsa{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO}; dsa.descriptorPool = dp; dsa.descriptorSetCount = 1; dsa.pSetLayouts = &dsl;
  VkDescriptorSet ds; CK(vkAllocateDescriptorSets(dev, &dsa, &ds));
  VkDescriptorBufferInfo dbi[2] = {{buf, 0, VK_WHOLE_SIZE}, {buf, 0, VK_WHOLE_SIZE}};
  VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}; w.dstSet = ds; w.dstBinding = 0; w.descriptorCount = 1;
  w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; w.pBufferInfo = dbi;
  vkUpdateDescriptorSets(dev, 1, &w, 0, nullptr);
  VkCommandPoolCreateInfo cpi{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO}; cpi.queueFamilyIndex = qf;
  cpi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  VkCommandPool cp; CK(vkCreateCommandPool(dev, &cpi, nullptr, &cp));
  VkCommandBufferAllocateInfo cai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO}; cai.commandPool = cp; cai.commandBufferCount = 1;
  VkCommandBuffer cb; CK(vkAllocateCommandBuffers(dev, &cai, &cb));
  VkFenceCreateInfo fi{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO}; VkFence fence; CK(vkCreateFence(dev, &fi, nullptr, &fence));
  const uint32_t threads[] = {64, 128, 256, 512, 1024};
  const uint32_t bytes[] = {0, 4224, 8448, 16640, 24576, 33280, 40000, 49152};
  std::printf("threads,shared_bytes,min_resident,max_resident,sms\n");
  for (uint32_t t : threads)
    for (uint32_t by : bytes) {
      if (by > pr.limits.maxComputeSharedMemorySize) continue;
      VkPipeline p = make_pipeline(words, {t, std::max(1u, by / 4)}, false);
      std::memset(host, 0, 8192);
      VkCommandBufferBeginInfo cbi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
      CK(vkBeginCommandBuffer(cb, &cbi));
      vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p);
      vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, nullptr);
      uint32_t spin = 200000;  // clocks, about 100 us
      vkCmdPushConstants(cb, pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 4, &spin);
      vkCmdDispatch(cb, 132 * 64, 1, 1);
      CK(vkEndCommandBuffer(cb));
      VkSubmitInfo sub{VK_STRUCTURE_TYPE_SUBMIT_INFO}; sub.commandBufferCount = 1; sub.pCommandBuffers = &cb;
      CK(vkQueueSubmit(queue, 1, &sub, fence)); CK(vkWaitForFences(dev, 1, &fence, VK_TRUE, ~0ull)); vkResetFences(dev, 1, &fence);
      uint32_t lo = ~0u, hi = 0, sms = 0;
      for (int s = 0; s < 1024; ++s) if (host[1024 + s]) { lo = std::min(lo, host[1024 + s]); hi = std::max(hi, host[1024 + s]); ++sms; }
      std::printf("%u,%u,%u,%u,%u\n", t, by, lo, hi, sms);
      vkDestroyPipeline(dev, p, nullptr);
    }
  return 0;
}
