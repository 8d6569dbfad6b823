#pragma once

#include <QString>

class QByteArray;

namespace attn::ui {

struct ExportPicture;
struct Snapshot;

/// The PDF handout: a page with the scenario's title, the formula, the settings and the
/// picture. `page` as ExportSettings::page: A4 or Letter, portrait or landscape; empty: A4,
/// landscape when the picture is wide. A picture that reflows is laid out anew in the
/// whole area left on the page; others are scaled to fit it.
bool renderHandout(const Snapshot &snapshot, const ExportPicture &picture, const QString &page,
                   QByteArray *bytes, QString *error);

} // namespace attn::ui
