import XCTest
import SwiftUI
@testable import MediaPlayer
@testable import Easel

// MediaPlayer as audio apps write it (Apple's "Becoming a now playable app", and the podcast
// player of many tutorials): a controller that publishes the now-playing information with
// its artwork and registers remote command handlers, a play button, the system music player,
// a library query, and the volume view in a representable. A preview has no lock screen: the
// information is kept, and a command sent as the lock screen sends it runs the app's handler.

private final class NPAudioController: ObservableObject {
    @Published var isPlaying = false
    @Published var position: TimeInterval = 0
    let duration: TimeInterval = 212
    private var commandTargets: [Any] = []

    func setupRemoteTransportControls() {
        let commandCenter = MPRemoteCommandCenter.shared()
        commandTargets.append(commandCenter.playCommand.addTarget { [unowned self] _ in
            guard !self.isPlaying else { return .commandFailed }
            self.play()
            return .success
        })
        commandTargets.append(commandCenter.pauseCommand.addTarget { [unowned self] _ in
            guard self.isPlaying else { return .commandFailed }
            self.pause()
            return .success
        })
        commandCenter.changePlaybackPositionCommand.isEnabled = true
        commandTargets.append(commandCenter.changePlaybackPositionCommand.addTarget { [unowned self] event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            self.position = event.positionTime
            self.updateNowPlaying()
            return .success
        })
        commandCenter.skipForwardCommand.preferredIntervals = [15]
        commandCenter.nextTrackCommand.isEnabled = false
    }

    func removeRemoteTransportControls() {
        let commandCenter = MPRemoteCommandCenter.shared()
        for target in commandTargets {
            commandCenter.playCommand.removeTarget(target)
            commandCenter.pauseCommand.removeTarget(target)
            commandCenter.changePlaybackPositionCommand.removeTarget(target)
        }
        commandTargets.removeAll()
    }

    func play() {
        isPlaying = true
        updateNowPlaying()
    }

    func pause() {
        isPlaying = false
        updateNowPlaying()
    }

    func updateNowPlaying() {
        var nowPlayingInfo = [String: Any]()
        nowPlayingInfo[MPMediaItemPropertyTitle] = "Morning Walk"
        nowPlayingInfo[MPMediaItemPropertyArtist] = "Field Recordings"
        let image = UIImage(systemName: "music.note") ?? UIImage()
        nowPlayingInfo[MPMediaItemPropertyArtwork] = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in image }
        nowPlayingInfo[MPNowPlayingInfoPropertyElapsedPlaybackTime] = position
        nowPlayingInfo[MPMediaItemPropertyPlaybackDuration] = duration
        nowPlayingInfo[MPNowPlayingInfoPropertyPlaybackRate] = isPlaying ? 1.0 : 0.0
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nowPlayingInfo
        MPNowPlayingInfoCenter.default().playbackState = isPlaying ? .playing : .paused
    }
}

private struct NPPlayerView: View {
    @StateObject private var audio = NPAudioController()

    var body: some View {
        VStack(spacing: 12) {
            Text("Morning Walk").font(.headline)
            Text(audio.isPlaying ? "Playing" : "Paused").accessibilityIdentifier("state")
            Text("\(Int(audio.position)) s").accessibilityIdentifier("position")
            Button {
                audio.isPlaying ? audio.pause() : audio.play()
            } label: {
                Image(systemName: audio.isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityIdentifier("playPause")
        }
        .onAppear {
            audio.setupRemoteTransportControls()
            audio.updateNowPlaying()
        }
        .onDisappear { audio.removeRemoteTransportControls() }
    }
}

/// The route picker of older apps: `MPVolumeView` in a representable.
private struct NPVolumeSlider: UIViewRepresentable {
    func makeUIView(context: Context) -> MPVolumeView {
        let volumeView = MPVolumeView(frame: .zero)
        volumeView.showsVolumeSlider = true
        return volumeView
    }

    func updateUIView(_ uiView: MPVolumeView, context: Context) {}
}

/// A music button that plays the Music app's queue.
private struct NPMusicButton: View {
    @State private var state = "Idle"
    private let player = MPMusicPlayerController.systemMusicPlayer

    var body: some View {
        VStack {
            Text(state).accessibilityIdentifier("musicState")
            Button("Play my library") {
                player.setQueue(with: MPMediaQuery.songs())
                player.play()
                state = player.playbackState == .playing ? "Playing \(player.nowPlayingItem?.title ?? "")" : "Nothing to play"
            }
            .accessibilityIdentifier("playLibrary")
            NPVolumeSlider().frame(height: 60).accessibilityIdentifier("volume")
        }
    }
}

final class MediaPlayerIdiomTests: XCTestCase {
    override func tearDown() {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        super.tearDown()
    }

    func testNowPlayingInfoIsPublishedAndRemoteCommandsReachTheApp() throws {
        let host = phoneHost(NPPlayerView())
        XCTAssertEqual(host.text(of: "state"), "Paused")
        let info = try XCTUnwrap(MPNowPlayingInfoCenter.default().nowPlayingInfo, "set on appear")
        XCTAssertEqual(info[MPMediaItemPropertyTitle] as? String, "Morning Walk")
        XCTAssertEqual(info[MPMediaItemPropertyPlaybackDuration] as? TimeInterval, 212)
        XCTAssertEqual(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 0)
        let artwork = try XCTUnwrap(info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        XCTAssertEqual(artwork.bounds.size, CGSize(width: 600, height: 600))
        XCTAssertNotNil(artwork.image(at: CGSize(width: 60, height: 60)), "the request handler draws the artwork")

        let commandCenter = MPRemoteCommandCenter.shared()
        // The lock screen's play button.
        XCTAssertEqual(commandCenter.playCommand.send(), .success)
        XCTAssertEqual(host.text(of: "state"), "Playing")
        XCTAssertEqual(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 1)
        XCTAssertEqual(MPNowPlayingInfoCenter.default().playbackState, .playing)
        XCTAssertEqual(commandCenter.playCommand.send(), .commandFailed, "the handler's own answer")
        // The scrubber.
        let scrub = MPChangePlaybackPositionCommandEvent(command: commandCenter.changePlaybackPositionCommand, positionTime: 42)
        XCTAssertEqual(commandCenter.changePlaybackPositionCommand.send(scrub), .success)
        XCTAssertEqual(host.text(of: "position"), "42 s")
        XCTAssertEqual(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? TimeInterval, 42)
        // A disabled command is not sent, and the in-app button still works.
        XCTAssertEqual(commandCenter.nextTrackCommand.send(), .commandFailed)
        XCTAssertEqual(commandCenter.skipForwardCommand.preferredIntervals, [15])
        host.tap("playPause")
        XCTAssertEqual(host.text(of: "state"), "Paused")
        XCTAssertEqual(commandCenter.pauseCommand.send(), .commandFailed, "already paused")

        commandCenter.playCommand.removeTarget(nil)
        commandCenter.pauseCommand.removeTarget(nil)
        commandCenter.changePlaybackPositionCommand.removeTarget(nil)
        XCTAssertFalse(commandCenter.playCommand.hasTargets)
    }

    func testTheSimulatorsMusicPlayerHasNothingToPlay() {
        Diagnostics.reset()
        let host = phoneHost(NPMusicButton())
        host.tap("playLibrary")
        XCTAssertEqual(host.text(of: "musicState"), "Nothing to play", "a simulator has no music library")
        XCTAssertEqual(MPMusicPlayerController.systemMusicPlayer.playbackState, .stopped)
        XCTAssertNil(MPMusicPlayerController.systemMusicPlayer.nowPlayingItem)
        XCTAssertEqual(MPMediaQuery.songs().items?.count, 0)
        XCTAssertEqual(MPMediaQuery.albums().collections?.count, 0)
        XCTAssertTrue(host.shownTexts().contains("MPVolumeView"), "the volume view is drawn as a placeholder naming it")
        XCTAssertEqual(Diagnostics.log.filter { $0.hasPrefix("MediaPlayer:") }.count, 1, "said once")
    }

    func testARemovedHandlerIsNotCalledAgain() {
        let command = MPRemoteCommandCenter.shared().togglePlayPauseCommand
        var toggles = 0
        let target = command.addTarget { _ in
            toggles += 1
            return .success
        }
        XCTAssertEqual(command.send(), .success)
        command.removeTarget(target)
        XCTAssertEqual(command.send(), .commandFailed, "no handler left")
        XCTAssertEqual(toggles, 1)
    }
}
