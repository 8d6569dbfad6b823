// Bad input through the GUI's doors: File > Open, Import, Paste, typing into a
// cell or a token's cell, the shape, and File > Save of a scenario the loader would refuse,
// on the real main window. tst_badinput covers the loader and the command line
// with the same classes (BadInputCases); here each door must refuse with a message that
// names the place, leave the document exactly as it was (scenario, undo stack, file
// path, modified flag) and never crash.

#include "BadInputCases.h"
#include "Document.h"
#include "DocumentActions.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "ImportExportActions.h"
#include "ImportPlan.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "MatrixTable.h"
#include "ScenarioFile.h"
#include "ShapePanel.h"
#include "TestHelpers.h"
#include "TokensPanel.h"
#include "UndoCommands.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

/// What must not change when a door refuses.
struct DocumentState
{
    Scenario scenario;
    int undoCount = 0;
    int undoIndex = 0;
    QString filePath;
    bool modified = false;

    explicit DocumentState(const Document &d)
        : scenario(d.scenario())
        , undoCount(d.undoStack()->count())
        , undoIndex(d.undoStack()->index())
        , filePath(d.filePath())
        , modified(d.isModified())
    {
    }
};

#define EXPECT_UNCHANGED(document, before)                                                         \
    do {                                                                                           \
        const DocumentState after_(document);                                                      \
        QVERIFY2(after_.scenario == (before).scenario, "the scenario changed");                    \
        QCOMPARE(after_.undoCount, (before).undoCount);                                            \
        QCOMPARE(after_.undoIndex, (before).undoIndex);                                            \
        QCOMPARE(after_.filePath, (before).filePath);                                              \
        QCOMPARE(after_.modified, (before).modified);                                              \
    } while (false)

QByteArray npyHeader(const QByteArray &dict)
{
    QByteArray header = dict;
    // magic (6) + version (2) + length (2) + header, padded with spaces to 64 and a newline.
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out += char(header.size() & 0xff);
    out += char(header.size() >> 8);
    return out + header;
}

} // namespace

class TestBadDoors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // No modal restore question can block a test.
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        m_window = std::make_unique<MainWindow>();
        m_actions = installFileActions(m_window.get()); // owned by the window
        QVERIFY(m_actions.documents && m_actions.transfers);
        QVERIFY(m_window->openExample(QStringLiteral("seed000-step-by-step")));
        // A state worth protecting: one edit, so the document is modified with an undo entry.
        m_window->document()->undoStack()->push(
            new QUndoCommand(QStringLiteral("marker"))); // no-op command keeps the index at 1
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window->document()->undoStack()->setClean(); // no question when the window goes
        m_window.reset();
    }

    void fileOpen_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("loads");
        for (const testing::BadInput &bad : testing::badInputs())
            QTest::newRow(bad.name.constData())
                << bad.bytes << bad.message << (bad.stage == testing::BadInput::Compute);
    }

    void fileOpen()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QFETCH(bool, loads);
        const QString path = writeFile(QStringLiteral("bad.json"), bytes);
        Document *document = m_window->document();
        const DocumentState before(*document);
        QString error;
        const bool opened = m_actions.documents->openFile(path, &error);
        if (loads) {
            // It is a well-formed file whose numbers overflow: it opens, the engine refuses,
            // and the window says so instead of drawing.
            QVERIFY2(opened, qPrintable(error));
            QVERIFY(!document->snapshot()->result.ok);
            QVERIFY2(QString::fromStdString(document->snapshot()->result.error).contains(message),
                     qPrintable(QString::fromStdString(document->snapshot()->result.error)));
            QVERIFY(m_window->statusBar()->currentMessage().contains(message));
            return;
        }
        QVERIFY(!opened);
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error + QStringLiteral(" / ") + message));
        EXPECT_UNCHANGED(*document, before);
    }

    void import_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        // The example has 4 tokens and d_model 3: the embeddings are 4 x 3.
        QTest::newRow("empty") << "e.csv" << QByteArray() << "empty";
        QTest::newRow("binary garbage") << "g.csv" << QByteArray("\x00\x01\xff\xfe\x80", 5) << "";
        QTest::newRow("not a number")
            << "n.csv" << QByteArray("1,2,3\n4,five,6\n7,8,9\n1,2,3\n") << "line 2, column 2";
        QTest::newRow("NaN") << "nan.csv" << QByteArray("1,2,3\n4,nan,6\n7,8,9\n1,2,3\n")
                             << "line 2, column 2";
        QTest::newRow("infinity") << "inf.csv" << QByteArray("1,2,3\n4,5,6\n7,8,inf\n1,2,3\n")
                                  << "line 3, column 3";
        QTest::newRow("ragged") << "r.csv" << QByteArray("1,2,3\n4,5\n7,8,9\n1,2,3\n") << "line 2";
        QTest::newRow("npy truncated")
            << "t.npy"
            << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (4, 3), }")
                   + QByteArray(20, '\0')
            << "";
        QTest::newRow("npy int32") << "i.npy"
                                   << npyHeader("{'descr': '<i4', 'fortran_order': False, "
                                                "'shape': (4, 3), }")
                                          + QByteArray(48, '\0')
                                   << "";
        QTest::newRow("npy fortran") << "f.npy"
                                     << npyHeader("{'descr': '<f8', 'fortran_order': True, "
                                                  "'shape': (4, 3), }")
                                            + QByteArray(96, '\0')
                                     << "";
        QTest::newRow("npy 3-D") << "d.npy"
                                 << npyHeader("{'descr': '<f8', 'fortran_order': False, "
                                              "'shape': (2, 2, 3), }")
                                        + QByteArray(96, '\0')
                                 << "";
        QTest::newRow("npy bad magic") << "m.npy" << QByteArray("NUMPY but not really") << "";
    }

    void import()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString path = writeFile(fileName, bytes);
        Document *document = m_window->document();
        const DocumentState before(*document);
        QString error;
        QVERIFY(!m_actions.transfers->importMatrixFile(path, ImportTarget::Embeddings, &error));
        QVERIFY2(error.contains(fileName), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
        EXPECT_UNCHANGED(*document, before);
    }

    void paste_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("word") << "abc"
                              << "x₁[1]";
        QTest::newRow("NaN in a block") << "1\t2\n3\tnan"
                                        << "x₂[2]";
        QTest::newRow("infinity") << "inf"
                                  << "x₁[1]";
        QTest::newRow("beyond float") << "1e39"
                                      << "x₁[1]";
        QTest::newRow("beyond the limit") << "1e300"
                                          << "x₁[1]";
        QTest::newRow("binary") << QString::fromLatin1("\x01\x02\x7f") << "x₁[1]";
    }

    void paste()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        Document *document = m_window->document();
        const DocumentState before(*document);
        MatrixTable *table = m_window->tokensPanel()->embeddingsTable();
        table->setCurrentIndex(table->model()->index(0, 0));
        QApplication::clipboard()->setText(text);
        table->paste();
        EXPECT_UNCHANGED(*document, before);
        const QString shown = m_window->statusBar()->currentMessage();
        QVERIFY2(shown.contains(message), qPrintable(shown));
    }

    void typing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("word") << "abc";
        QTest::newRow("NaN") << "nan";
        QTest::newRow("infinity") << "inf";
        QTest::newRow("overflow") << "1e999";
        QTest::newRow("two points") << "1.2.3";
    }

    void typing()
    {
        QFETCH(QString, text);
        Document *document = m_window->document();
        const DocumentState before(*document);
        MatrixTable *table = m_window->tokensPanel()->embeddingsTable();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(1, 2));
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits through a queued call; the refusal names the cell.
        QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("x₂[3]")),
                     qPrintable(m_window->statusBar()->currentMessage()));
        EXPECT_UNCHANGED(*document, before);
    }

    // A token typed into its cell: what a scenario file refuses is refused there, with the
    // loader's reason in the status bar (316 characters had been taken, saved, and then
    // refused by every open).
    void tokenCell()
    {
        Document *document = m_window->document();
        const DocumentState before(*document);
        QTableView *table = m_window->tokensPanel()->tokenTable();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(1, 0));
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QString(316, u'y'));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                     QStringLiteral("Not changed: tokens[1]: 316 characters, more than the 256 a "
                                    "label may have"));
        EXPECT_UNCHANGED(*document, before);
    }

    // The shape: a d_model or a head count the scenario's positional encoding cannot take
    // (rope with an odd d_k, ALiBi slopes for another number of heads) is refused, saying
    // why, and the controls show the document's shape again.
    void shape_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("heads");
        QTest::addColumn<QString>("message");
        QTest::newRow("rope, odd d_k") << "positions-rope" << 5 << 0 << "d_k must be even";
        QTest::newRow("alibi, one head") << "positions-alibi" << 0 << 1 << "positions.slopes";
    }

    void shape()
    {
        QFETCH(QString, example);
        QFETCH(int, dModel);
        QFETCH(int, heads);
        QFETCH(QString, message);
        Document *document = m_window->document();
        document->reset(testing::loadExampleOrDie(example.toLatin1().constData()), QString());
        const DocumentState before(*document);
        ShapePanel *panel = m_window->shapePanel();
        const int shownDim = panel->modelDimBox()->value();
        const QString shownHeads = panel->headsBox()->currentText();
        if (dModel > 0) {
            panel->modelDimBox()->setValue(dModel);
        } else {
            const int index = panel->headsBox()->findData(heads);
            QVERIFY(index >= 0);
            panel->headsBox()->setCurrentIndex(index);
            emit panel->headsBox()->activated(index);
        }
        auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("shapeRefusedMessage"));
        QVERIFY(box);
        QVERIFY2(box->informativeText().startsWith(QStringLiteral("Not changed: positions.")),
                 qPrintable(box->informativeText()));
        QVERIFY2(box->informativeText().contains(message), qPrintable(box->informativeText()));
        box->close();
        EXPECT_UNCHANGED(*document, before);
        QCOMPARE(panel->modelDimBox()->value(), shownDim);
        QCOMPARE(panel->headsBox()->currentText(), shownHeads);
    }

    // The last guard: a scenario the loader would refuse, made past the editors, is not
    // saved; the message names the place, the file on disk and the document stay as they
    // were (still modified, its old path).
    void saveRefusesWhatOpenRefuses()
    {
        Document *document = m_window->document();
        const QString path = writeFile(QStringLiteral("kept.json"), QByteArray("old bytes"));
        document->undoStack()->push(
            new RenameLabel(document, LabelSet::Tokens, 2, std::string(316, 'z')));
        const DocumentState before(*document);
        QString error;
        QVERIFY(!m_actions.documents->saveTo(path, &error));
        QCOMPARE(error, path
                            + QStringLiteral(": not saved: tokens[2]: 316 characters, more than "
                                             "the 256 a label may have"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old bytes"));
        EXPECT_UNCHANGED(*document, before);
        QVERIFY(document->isModified());
        QCOMPARE(
            QDir(m_dir.path()).entryList({QStringLiteral("kept*")}, QDir::Files | QDir::Hidden),
            QStringList{QStringLiteral("kept.json")}); // no temporary file left either
        // Mended, it saves, and what was saved opens again.
        document->undoStack()->undo();
        QVERIFY2(m_actions.documents->saveTo(path, &error), qPrintable(error));
        Scenario back;
        QVERIFY2(loadScenarioFile(path, back, &error), qPrintable(error));
        QVERIFY(back == document->scenario());
    }

private:
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    FileActions m_actions;
};

QTEST_MAIN(TestBadDoors)
#include "tst_baddoors.moc"
