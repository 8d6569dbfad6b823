// The editor's item models: they pass QAbstractItemModelTester, refuse what
// is not a finite number with no undo entry, parse the user's locale, and translate
// document changes into precise dataChanged ranges or resets.

#include "Document.h"
#include "MatrixModel.h"
#include "TestHelpers.h"
#include "TokenModel.h"
#include "UndoCommands.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

class TestModels : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        testing::failOnUnexpectedWarnings();
        m_document = std::make_unique<Document>();
        m_document->reset(loadExampleOrDie("seed000-step-by-step"), QString());
    }

    void matrixModelPassesTheTester_data()
    {
        QTest::addColumn<int>("matrix");
        QTest::addColumn<QString>("exampleName");
        for (MatrixId id : {MatrixId::Embeddings, MatrixId::Wq, MatrixId::Wk, MatrixId::Wv,
                            MatrixId::Wo, MatrixId::Bo})
            QTest::newRow(qPrintable(matrixName(id)))
                << int(id) << QStringLiteral("multi-head-causal-d8");
        for (MatrixId id : {MatrixId::Q, MatrixId::K, MatrixId::V})
            QTest::newRow(qPrintable(matrixName(id) + QStringLiteral(" direct")))
                << int(id) << QStringLiteral("seed002-one-query-two-keys");
    }

    void matrixModelPassesTheTester()
    {
        QFETCH(int, matrix);
        QFETCH(QString, exampleName);
        m_document->reset(loadExampleOrDie(exampleName), QString());
        MatrixModel model(m_document.get(), MatrixId(matrix));
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.rowCount() > 0);
        QCOMPARE(model.index(0, 0).data(MatrixModel::ValueRole).toDouble(),
                 m_document->value(MatrixId(matrix), 0, 0));
        // Edits, a structural change and undo: the tester watches every signal.
        QVERIFY(model.setData(model.index(0, 0), QStringLiteral("0.5")));
        if (MatrixId(matrix) == MatrixId::Embeddings)
            m_document->undoStack()->push(setModelDim(m_document.get(), 10));
        else
            m_document->undoStack()->push(new SetCausal(m_document.get(), true));
        while (m_document->undoStack()->canUndo())
            m_document->undoStack()->undo();
        QCOMPARE(model.rowCount(), m_document->rowCount(MatrixId(matrix)));
    }

    void headersNameTokensAndDimensions()
    {
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(),
                 QString::fromStdString(m_document->scenario().tokens[0]));
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("3"));
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        m_document->undoStack()->push(
            new RenameLabel(m_document.get(), LabelSet::Tokens, 1, "cat"));
        QCOMPARE(headers.count(), 1);
        QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("cat"));
    }

    void invalidTextIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("letters") << QStringLiteral("abc");
        QTest::newRow("inf") << QStringLiteral("inf");
        QTest::newRow("-inf") << QStringLiteral("-inf");
        QTest::newRow("nan") << QStringLiteral("nan");
        QTest::newRow("NaN") << QStringLiteral("NaN");
        QTest::newRow("empty") << QString();
        QTest::newRow("too large") << QStringLiteral("1e9");
        QTest::newRow("overflow") << QStringLiteral("1e400");
        QTest::newRow("two numbers") << QStringLiteral("1 2");
        QTest::newRow("comma in C") << QStringLiteral("1,5");
    }

    void invalidTextIsRefused()
    {
        QFETCH(QString, text);
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        model.setLocale(QLocale::c());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy rejected(&model, &MatrixModel::inputRejected);
        const Scenario before = m_document->scenario();
        QVERIFY(!model.setData(model.index(1, 2), text));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(rejected.first().at(0).toString().startsWith(QStringLiteral("x₂[3]: ")));
        QCOMPARE(m_document->undoStack()->count(), 0);
        QVERIFY(m_document->scenario() == before);
        QVERIFY(!m_document->isModified());
    }

    void numbersAreAcceptedAndUndoable()
    {
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        model.setLocale(QLocale::c());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setData(model.index(2, 1), QStringLiteral(" -0.75 ")));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 2, 1), -0.75);
        QCOMPARE(m_document->undoStack()->count(), 1);
        QCOMPARE(m_document->undoStack()->undoText(), QStringLiteral("Edit x₃[2] (\"x3\")"));
        // Precisely the edited cell.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), model.index(2, 1));
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(2, 1));
        // The same value again is no edit.
        QVERIFY(model.setData(model.index(2, 1), QStringLiteral("-0.75")));
        QCOMPARE(m_document->undoStack()->count(), 1);
        // A minus sign copied from a formula.
        QVERIFY(model.setData(model.index(2, 1), QStringLiteral("\u22122")));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 2, 1), -2.0);
        QVERIFY(model.setData(model.index(2, 2), 1.5));
        QVERIFY(!model.setData(model.index(2, 2), std::numeric_limits<double>::infinity()));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 2, 2), 1.5);
    }

    void decimalCommaInIndonesian()
    {
        const QLocale indonesian(QLocale::Indonesian, QLocale::Indonesia);
        QCOMPARE(indonesian.decimalPoint(), QStringLiteral(","));
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        model.setLocale(indonesian);
        QVERIFY(model.setData(model.index(0, 0), QStringLiteral("0,25")));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 0, 0), 0.25);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("0,25"));
        QCOMPARE(model.index(0, 0).data(Qt::EditRole).toString(), QStringLiteral("0,25"));
        // '.' from a file or Python still reads as a decimal point, never as grouping.
        QVERIFY(model.setData(model.index(0, 1), QStringLiteral("1.5")));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 0, 1), 1.5);
        QVERIFY(model.setData(model.index(0, 2), QStringLiteral("-1,000")));
        QCOMPARE(m_document->value(MatrixId::Embeddings, 0, 2), -1.0);
        QVERIFY(!model.setData(model.index(0, 2), QStringLiteral("abc")));
        QCOMPARE(model.copyBlock(0, 0, 0, 1), QStringLiteral("0,25\t1,5\n"));
    }

    void pasteIsOneUndoStep()
    {
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        model.setLocale(QLocale::c());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Scenario before = m_document->scenario();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.pasteBlock(1, 1, QStringLiteral("1\t2\r\n3\t4\r\n")));
        QCOMPARE(m_document->undoStack()->count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), model.index(1, 1));
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(2, 2));
        QCOMPARE(model.copyBlock(1, 1, 2, 2), QStringLiteral("1\t2\n3\t4\n"));

        // A block larger than the matrix is clipped, with a note.
        QSignalSpy notes(&model, &MatrixModel::statusMessage);
        QVERIFY(model.pasteBlock(3, 2, QStringLiteral("5\t6\n7\t8\n")));
        QCOMPARE(notes.count(), 1);
        QCOMPARE(m_document->value(MatrixId::Embeddings, 3, 2), 5.0);
        QCOMPARE(m_document->undoStack()->count(), 2);

        // One bad cell refuses the whole block.
        QSignalSpy rejected(&model, &MatrixModel::inputRejected);
        QVERIFY(!model.pasteBlock(0, 0, QStringLiteral("1\t2\nx\t4\n")));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(m_document->undoStack()->count(), 2);

        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QVERIFY(m_document->scenario() == before);
    }

    void absentProjectionReadsAsIdentity()
    {
        Scenario s = loadExampleOrDie("seed000-step-by-step");
        s.wk.reset();
        m_document->reset(s, QString());
        MatrixModel model(m_document.get(), MatrixId::Wk);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(1, 1).data(MatrixModel::ValueRole).toDouble(), 1.0);
        QCOMPARE(model.index(1, 0).data(MatrixModel::ValueRole).toDouble(), 0.0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        m_document->undoStack()->push(
            setProjectionPreset(m_document.get(), MatrixId::Wk, ProjectionPreset::Zero));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(2, 2));
        QCOMPARE(model.index(1, 1).data(MatrixModel::ValueRole).toDouble(), 0.0);
    }

    void structuralChangesReset()
    {
        MatrixModel model(m_document.get(), MatrixId::Embeddings);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        m_document->undoStack()->push(addToken(m_document.get(), 4, NewEmbedding::Zero));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 5);
        m_document->undoStack()->undo();
        QCOMPARE(model.rowCount(), 4);
    }

    void tokenModelPassesTheTester()
    {
        TokenModel model(m_document.get());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 2);

        QVERIFY(model.setData(model.index(0, TokenModel::LabelColumn), QStringLiteral("dog")));
        QCOMPARE(m_document->scenario().tokens[0], std::string("dog"));
        QSignalSpy rejected(&model, &TokenModel::inputRejected);
        QVERIFY(!model.setData(model.index(0, TokenModel::LabelColumn), QStringLiteral("  ")));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(m_document->undoStack()->count(), 1);

        const QModelIndex padding = model.index(2, TokenModel::PaddingColumn);
        QVERIFY(model.flags(padding) & Qt::ItemIsUserCheckable);
        QVERIFY(model.setData(padding, Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(padding.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(m_document->scenario().padding, (std::vector<bool>{false, false, true, false}));
        QVERIFY(m_document->snapshot()->result.heads[0].weights(0, 2) == 0.0f);

        // Move token 3 (padded) to the top: its embedding row and padding flag follow.
        const Eigen::RowVectorXd row2 = m_document->scenario().embeddings.row(2);
        QSignalSpy moved(&model, &TokenModel::tokenMoved);
        QVERIFY(model.moveRows(QModelIndex(), 2, 1, QModelIndex(), 0));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved.first().at(0).toInt(), 0);
        QVERIFY(m_document->scenario().embeddings.row(0) == row2);
        QCOMPARE(m_document->scenario().padding, (std::vector<bool>{true, false, false, false}));
        QCOMPARE(model.index(0, TokenModel::PaddingColumn).data(Qt::CheckStateRole).toInt(),
                 int(Qt::Checked));
        QVERIFY(!model.moveRows(QModelIndex(), 1, 1, QModelIndex(), 1));

        // Drag and drop: the dragged row's data dropped onto the last row.
        std::unique_ptr<QMimeData> data(model.mimeData({model.index(0, 0)}));
        QVERIFY(model.canDropMimeData(data.get(), Qt::MoveAction, -1, -1, model.index(3, 0)));
        QVERIFY(model.dropMimeData(data.get(), Qt::MoveAction, -1, -1, model.index(3, 0)));
        QCOMPARE(m_document->scenario().padding, (std::vector<bool>{false, false, false, true}));
        QVERIFY(m_document->scenario().embeddings.row(3) == row2);
    }

    void tokenModelInDirectModeListsKeys()
    {
        m_document->reset(loadExampleOrDie("seed002-one-query-two-keys"), QString());
        TokenModel model(m_document.get());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Key"));
        QVERIFY(model.setData(model.index(1, 0), QStringLiteral("second")));
        QCOMPARE(m_document->scenario().effectiveKeyLabels()[1], std::string("second"));
        QVERIFY(!model.moveRows(QModelIndex(), 0, 1, QModelIndex(), 2));
    }

    // A token is shown as the views draw it: control characters as their pictures, a
    // bidirectional override replaced, so "\u202Eevil" reads "\uFFFDevil" and not "live" (in the
    // list and in the embeddings' row headers); the editor gets the token as it is.
    void labelsAreShownAsTheViewsDrawThem()
    {
        const QString evil = QStringLiteral("\u202Eevil");
        const QString bell = QStringLiteral("a\u0007b\u2067c");
        QVERIFY(m_document->undoStack()->count() == 0);
        TokenModel tokens(m_document.get());
        MatrixModel embeddings(m_document.get(), MatrixId::Embeddings);
        QVERIFY(tokens.setData(tokens.index(0, TokenModel::LabelColumn), evil));
        QVERIFY(tokens.setData(tokens.index(1, TokenModel::LabelColumn), bell));
        QCOMPARE(m_document->scenario().tokens[0], evil.toStdString());
        for (int role : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole)}) {
            QCOMPARE(tokens.index(0, 0).data(role).toString(), QStringLiteral("\uFFFDevil"));
            QCOMPARE(tokens.index(1, 0).data(role).toString(), QStringLiteral("a\u2407b\uFFFDc"));
        }
        QCOMPARE(embeddings.headerData(0, Qt::Vertical).toString(), QStringLiteral("\uFFFDevil"));
        QCOMPARE(embeddings.headerData(1, Qt::Vertical).toString(),
                 QStringLiteral("a\u2407b\uFFFDc"));
        QCOMPARE(tokens.index(0, 0).data(Qt::EditRole).toString(), evil);
        // Committing the editor's text unchanged changes nothing.
        QVERIFY(tokens.setData(tokens.index(0, 0), tokens.index(0, 0).data(Qt::EditRole)));
        QCOMPARE(m_document->undoStack()->count(), 2);
    }

    // A token cell refuses what a scenario file refuses, with the loader's reason and no
    // undo step: 257 characters (316 in the report), not 256.
    void tooLongTokenIsRefused()
    {
        TokenModel model(m_document.get());
        QSignalSpy rejected(&model, &TokenModel::inputRejected);
        const Scenario before = m_document->scenario();
        QVERIFY(!model.setData(model.index(1, 0), QString(316, u'x')));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.first().at(0).toString(),
                 QStringLiteral("Not changed: tokens[1]: 316 characters, more than the 256 a "
                                "label may have"));
        QVERIFY(m_document->scenario() == before);
        QCOMPARE(m_document->undoStack()->count(), 0);
        // Characters, not bytes or UTF-16 units: 256 letters outside the BMP are one each.
        QString wide;
        for (int i = 0; i < 256; ++i)
            wide += QStringLiteral("\U0001F600");
        QVERIFY(model.setData(model.index(1, 0), wide));
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY(!model.setData(model.index(1, 0), QString(wide + QStringLiteral("\U0001F600"))));
        QCOMPARE(rejected.count(), 2);
        QVERIFY(rejected.last().at(0).toString().contains(QStringLiteral("257 characters")));
        // A key in direct mode: its label list becomes explicit only when the rename is made.
        m_document->reset(loadExampleOrDie("seed002-one-query-two-keys"), QString());
        TokenModel keys(m_document.get());
        QSignalSpy keyRejected(&keys, &TokenModel::inputRejected);
        QVERIFY(!keys.setData(keys.index(1, 0), QString(257, u'k')));
        QCOMPARE(keyRejected.count(), 1);
        QVERIFY(keyRejected.first().at(0).toString().startsWith(
            QStringLiteral("Not changed: key_labels[1]: 257 characters")));
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    // An undo step names a label briefly, so Edit > Undo and the toolbar's Undo button stay
    // short whatever the token: at most 12 characters of it, drawable.
    void undoNamesElideLabels()
    {
        TokenModel model(m_document.get());
        QVERIFY(model.setData(model.index(0, 0), QString(256, u'w')));
        QVERIFY(model.setData(model.index(1, 0), QStringLiteral("\u202Eevil\u0000")));
        const QString longName = m_document->undoStack()->text(0);
        QVERIFY2(longName.contains(QString(11, u'w') + QStringLiteral("\u2026")),
                 qPrintable(longName));
        QVERIFY2(!longName.contains(QString(12, u'w')), qPrintable(longName));
        QVERIFY2(longName.size() < 40, qPrintable(longName));
        const QString evilName = m_document->undoStack()->text(1);
        QVERIFY2(evilName.contains(QStringLiteral("\uFFFDevil\u2400")), qPrintable(evilName));
        QVERIFY(!evilName.contains(QChar(0x202E)));
    }

private:
    std::unique_ptr<Document> m_document;
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
