// A paste of 20 MB into a matrix, through the real Ctrl+V of the embeddings table: every
// line was split before the block was clipped (2.4 s, 0.95 GB). Now the clipboard text is
// capped, only the lines that land in the matrix are split, and the status bar says how
// much was ignored.

#include "Document.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "MatrixTable.h"
#include "TestHelpers.h"

#include <QApplication>
#include <QClipboard>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;

class TestPaste : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_data.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", m_data.path().toLocal8Bit());
        qunsetenv("ATTENTION_LAB_TEST_EDIT");
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
    }

    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->document()->reset(testing::loadExampleOrDie("seed000-step-by-step"), QString());
    }

    void cleanup()
    {
        m_window->document()->undoStack()->setClean();
        m_window.reset();
    }

    void hugeClipboardIsCappedAndCounted()
    {
        Document *document = m_window->document();
        MatrixTable *table = nullptr;
        for (MatrixTable *t : m_window->findChildren<MatrixTable *>())
            if (auto *m = qobject_cast<MatrixModel *>(t->model());
                m && m->matrixId() == MatrixId::Embeddings)
                table = t;
        QVERIFY(table);
        auto *model = qobject_cast<MatrixModel *>(table->model());
        const int rows = model->rowCount();
        const int columns = model->columnCount();
        QVERIFY(rows >= 2 && columns >= 2 && columns < 8);

        // 1,000,000 lines of 8 numbers, 19 characters a line: 19,000,000 characters.
        const QString line = QStringLiteral("0.5\t-1\t2\t3\t4\t5\t6\t7\n");
        QCOMPARE(line.size(), 19);
        QApplication::clipboard()->setText(line.repeated(1000000));

        table->setCurrentIndex(model->index(0, 0));
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);

        QCOMPARE(document->undoStack()->count(), 1);
        for (int r = 0; r < rows; ++r) {
            QCOMPARE(document->value(MatrixId::Embeddings, r, 0), 0.5);
            QCOMPARE(document->value(MatrixId::Embeddings, r, 1), -1.0);
        }
        // 4 Mi characters hold 220,752 whole lines (4,194,288 characters); the last line
        // break is dropped with the rest.
        const qsizetype read = 220752 * 19 - 1;
        QCOMPARE(MatrixModel::maxPasteCharacters, qsizetype(4194304));
        const QLocale locale = model->locale();
        const QString expected
            = QStringLiteral("Pasted %1 × %2 of %3 × 8 values: the rest falls outside ")
                  .arg(rows)
                  .arg(columns)
                  .arg(220752);
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(message.startsWith(expected), qPrintable(message));
        QVERIFY2(
            message.endsWith(QStringLiteral("Only the clipboard's first %1 characters were "
                                            "read: %2 more were ignored.")
                                 .arg(locale.toString(read), locale.toString(19000000 - read))),
            qPrintable(message));
    }

    // A short paste below the cap says nothing about the clipboard's size.
    void shortPasteSaysNothingMore()
    {
        MatrixTable *table = nullptr;
        for (MatrixTable *t : m_window->findChildren<MatrixTable *>())
            if (auto *m = qobject_cast<MatrixModel *>(t->model());
                m && m->matrixId() == MatrixId::Embeddings)
                table = t;
        QVERIFY(table);
        QApplication::clipboard()->setText(QStringLiteral("9\t8\n"));
        table->setCurrentIndex(table->model()->index(0, 0));
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(m_window->document()->value(MatrixId::Embeddings, 0, 1), 8.0);
        QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("ignored")));
    }

private:
    QTemporaryDir m_data;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestPaste)
#include "tst_paste.moc"
