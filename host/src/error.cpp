#include "crosspose/error.hpp"

namespace crosspose {

std::string_view to_string(Errc code) noexcept {
  switch (code) {
    case Errc::InvalidArgument: return "InvalidArgument";
    case Errc::Unsupported: return "Unsupported";
    case Errc::OutOfMemory: return "OutOfMemory";
    case Errc::DeviceUnavailable: return "DeviceUnavailable";
    case Errc::BackendFailure: return "BackendFailure";
  }
  return "Unknown";
}

Error::Error(Errc code, std::string message) : code_(code) {
  what_ = std::string(to_string(code)) + ": ";
  prefix_ = what_.size();
  what_ += message;
}

std::string_view Error::message() const noexcept { return std::string_view(what_).substr(prefix_); }

}  // namespace crosspose
