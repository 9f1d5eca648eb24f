//
//  ScoreboardGrid.swift
//  A league table in a Grid whose score bars grow with a spring when a team scores.
//

import SwiftUI

struct Team: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
    var points: Int
}

struct ScoreboardGrid: View {
    @State private var teams = [
        Team(name: "Otters", color: .orange, points: 3),
        Team(name: "Falcons", color: .blue, points: 5),
        Team(name: "Lynx", color: .green, points: 1),
    ]

    var body: some View {
        VStack(spacing: 20) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Team").font(.caption.bold())
                    Text("Pts").font(.caption.bold())
                        .gridColumnAlignment(.trailing)
                    Text("Form").font(.caption.bold())
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                ForEach(teams) { team in
                    GridRow(alignment: .center) {
                        HStack(spacing: 6) {
                            Circle().fill(team.color).frame(width: 10, height: 10)
                            Text(team.name)
                        }
                        Text("\(team.points)")
                            .monospacedDigit()
                        RoundedRectangle(cornerRadius: 4)
                            .fill(team.color.gradient)
                            .frame(width: CGFloat(team.points) * 18, height: 12)
                            .gridCellAnchor(.leading)
                    }
                }
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))

            Button("Otters score") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                    teams[0].points += 2
                }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("score")
        }
        .padding()
    }
}

#Preview {
    ScoreboardGrid()
}
