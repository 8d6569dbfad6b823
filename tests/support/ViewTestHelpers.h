#pragma once

// Shared set-up of the view tests (tst_views, tst_pipelineview).

#include "Snapshot.h"
#include "TestHelpers.h"

#include <QSize>
#include <QTest>

namespace attn::ui::viewtest {

using testing::loadExampleOrDie;

/// A shown view of `scenario`, laid out at `size`.
template<typename View>
void showOn(View &view, const Scenario &scenario, QSize size = QSize(900, 640))
{
    view.setSnapshot(makeSnapshot(scenario));
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

} // namespace attn::ui::viewtest
