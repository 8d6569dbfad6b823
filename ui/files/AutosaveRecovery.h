#pragma once

class QWidget;

namespace attn::ui {

class Autosave;
class Document;

/// At start-up: offers each autosave of a session that ended without closing (a crash, a
/// kill, a power cut), newest first, with Restore / Discard / Decide Later.
///
/// Restore puts the scenario into `document`, modified, with the path of the file it came
/// from, writes it to this session's `autosave`, and only then deletes the old autosave.
/// Discard deletes it. Decide Later keeps it for the next start. A file that cannot be read
/// is reported and kept aside as "<name>.corrupt". After one restore the rest are kept for
/// later. Returns true when a scenario was restored.
///
/// Test hook: ATTENTION_LAB_TEST_RESTORE=accept (or decline) answers Restore (Discard)
/// without showing the question, for the crash-recovery test that drives the executable.
bool offerAutosaveRecovery(QWidget *parent, Document *document, Autosave *autosave);

} // namespace attn::ui
