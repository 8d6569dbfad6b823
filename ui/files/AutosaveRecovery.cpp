#include "AutosaveRecovery.h"

#include "Autosave.h"
#include "Document.h"
#include "DocumentActions.h"
#include "ExampleTitles.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

#include <cstdio>

namespace attn::ui {

namespace {

enum class Answer { Restore, Discard, Later };

class RecoveryText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ui::AutosaveRecovery)
};

Answer ask(QWidget *parent, const RecoverableAutosave &autosave)
{
    const QString hook = qEnvironmentVariable("ATTENTION_LAB_TEST_RESTORE");
    if (hook == QLatin1String("accept"))
        return Answer::Restore;
    if (hook == QLatin1String("decline"))
        return Answer::Discard;

    const QString what = !autosave.originalPath.isEmpty()
                             ? QDir::toNativeSeparators(autosave.originalPath)
                             : (autosave.title.isEmpty() ? RecoveryText::tr("an untitled scenario")
                                                         : exampleTitleText(autosave.title));
    QMessageBox box(
        QMessageBox::Question, RecoveryText::tr("Restore Unsaved Changes?"),
        RecoveryText::tr("Attention Lab did not close properly. Unsaved changes to %1 were saved "
                         "automatically on %2.")
            .arg(what, QLocale().toString(autosave.saved, QLocale::ShortFormat)),
        QMessageBox::NoButton, parent);
    box.setInformativeText(
        RecoveryText::tr("Restore opens them as a modified document. Discard deletes them."));
    QPushButton *restore = box.addButton(RecoveryText::tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *discard
        = box.addButton(RecoveryText::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(RecoveryText::tr("Decide &Later"), QMessageBox::RejectRole);
    restore->setAccessibleName(RecoveryText::tr("Restore the autosaved changes"));
    discard->setAccessibleName(RecoveryText::tr("Delete the autosaved changes"));
    later->setAccessibleName(RecoveryText::tr("Keep the autosaved changes for the next start"));
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return Answer::Restore;
    if (box.clickedButton() == discard)
        return Answer::Discard;
    return Answer::Later;
}

} // namespace

bool offerAutosaveRecovery(QWidget *parent, Document *document, Autosave *autosave)
{
    const std::vector<RecoverableAutosave> found = findRecoverableAutosaves();
    for (const RecoverableAutosave &entry : found) {
        const Answer answer = ask(parent, entry);
        if (answer == Answer::Later)
            continue;
        if (answer == Answer::Discard) {
            discardRecoverableAutosave(entry);
            continue;
        }
        Scenario scenario;
        QString error;
        if (!loadRecoverableAutosave(entry, scenario, &error)) {
            const QString message
                = RecoveryText::tr("The autosaved changes could not be read.\n%1").arg(error);
            if (qEnvironmentVariableIsEmpty("ATTENTION_LAB_TEST_RESTORE"))
                QMessageBox::warning(parent, RecoveryText::tr("Autosave Not Readable"), message);
            else
                std::fprintf(stderr, "%s\n", qPrintable(message));
            continue;
        }
        // The autosave names the file its work belongs to, but a file planted in the
        // autosave folder could name any path, and the next Ctrl+S would write there. The
        // path is kept only when it is the file this window was started on or one the user
        // opened or saved here (the recent files); else the work comes back without a
        // file, and Save asks where to put it.
        const QString path = entry.originalPath;
        const bool known = path.isEmpty() || path.startsWith(QLatin1Char(':'))
                           || path == document->filePath()
                           || DocumentActions::recentFiles().contains(path);
        document->reset(scenario, known ? path : QString());
        document->undoStack()->resetClean(); // unsaved work: the document is modified
        // The old file goes only once the restored work is safe in this session's autosave.
        if (autosave && autosave->saveNow())
            discardRecoverableAutosave(entry);
        return true; // the others (if any) are offered again at the next start
    }
    return false;
}

} // namespace attn::ui
