#pragma once
// crosspose::Error: the only exception the library throws.
//
// Every check on user input happens before any work starts, so a thrown Error
// leaves the destination buffer untouched. The message names the offending
// argument and its value, e.g. "rows: must be > 0 (got 0)".

#include <exception>
#include <string>
#include <string_view>

namespace crosspose {

enum class Errc {
  InvalidArgument,    // a description, buffer or option the library cannot accept
  Unsupported,        // valid, but this backend/variant/device cannot do it
  OutOfMemory,        // host or device allocation failed
  DeviceUnavailable,  // no driver, loader or device for the backend
  BackendFailure,     // the GPU API reported an error while working
};

std::string_view to_string(Errc code) noexcept;

class Error : public std::exception {
 public:
  Error(Errc code, std::string message);
  Errc code() const noexcept { return code_; }
  const char* what() const noexcept override { return what_.c_str(); }
  // The message without the "<Code>: " prefix that what() carries.
  std::string_view message() const noexcept;

 private:
  Errc code_;
  std::string what_;
  std::size_t prefix_;
};

}  // namespace crosspose
