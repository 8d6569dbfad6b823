#pragma once

#include <QString>

class QByteArray;

namespace attn::ui {

struct ExportPicture;
struct Snapshot;

/// The PDF handout: a page with the scenario's title, the formula, the settings and the
/// picture, fitted to A4 (landscape when the picture is wide).
bool renderHandout(const Snapshot &snapshot, const ExportPicture &picture, QByteArray *bytes,
                   QString *error);

} // namespace attn::ui
